// The description tab of a job: its facts beside the sanitised rich text (docs/product-rules.md#rich-text).
import { Badge, Card, DataList, Grid, Heading, Stack, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/lib/api-contract/job';
import { useFormat } from '@/lib/format';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { jobSalaryText } from './job-salary';

export function JobDescription({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs');
  const format = useFormat();
  const facts: [string, string][] = [
    [t('field.department'), t(`department.${job.department}`)],
    [
      t('field.employmentTypes'),
      format.list(job.employmentTypes.map((e) => t(`employmentType.${e}`))),
    ],
    [t('field.experience'), t(`experience.${job.experience}`)],
    [t('field.locations'), format.list(job.locations.map((l) => t(`location.${l}`)))],
    [t('field.salary'), jobSalaryText(job.salary, i18n.language, t)],
    [t('field.expiresAt'), format.date(job.expiresAt, 'long')],
  ];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap={6} alignItems="start">
      <Card.Root>
        <Card.Body>
          <RichTextView html={job.content} />
        </Card.Body>
      </Card.Root>
      <Stack gap={6}>
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="vertical" gap={4}>
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap={4}>
            <Heading as="h2" size="md">
              {t('field.skills')}
            </Heading>
            <Wrap gap={2}>
              {job.skills.map((skill) => (
                <Badge key={skill} variant="subtle" colorPalette="primary">
                  {skill}
                </Badge>
              ))}
            </Wrap>
            {job.benefits.length ? (
              <>
                <Heading as="h2" size="md">
                  {t('field.benefits')}
                </Heading>
                <Stack as="ul" gap={1} ps={5} listStyleType="disc">
                  {job.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </Stack>
              </>
            ) : null}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Grid>
  );
}
