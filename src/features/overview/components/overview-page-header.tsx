// An overview page's title and its date range, kept in the URL (?range=) so every widget, the
// back button and a shared link agree on the period.
import { Field, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { overviewRanges, type OverviewRange } from '@/lib/api-contract/overview';

interface Props {
  title: string;
  description: string;
  range: OverviewRange;
}

export function OverviewPageHeader({ title, description, range }: Props) {
  const { t } = useTranslation('overview');
  const navigate = useNavigate();
  return (
    <HStack justify="space-between" align="end" gap={4} flexWrap="wrap">
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Stack>
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label>{t('chart.period')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={range}
            onChange={(e) => {
              const next = e.currentTarget.value as OverviewRange;
              void navigate({
                to: '.',
                search: (prev: Record<string, unknown>) => ({ ...prev, range: next }),
              });
            }}
          >
            {overviewRanges.map((r) => (
              <option key={r} value={r}>
                {t(`range.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
