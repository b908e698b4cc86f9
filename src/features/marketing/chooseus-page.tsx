// Why Choose Us: differentiators, case studies with a headline result, and a comparison table.
import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';

const differentiators = ['speed', 'senior', 'both', 'transfer'] as const;
const cases = ['grocer', 'carrier', 'utility'] as const;
type Mark = 'yes' | 'no' | 'partly';
const columns = ['corvane', 'large', 'freelance'] as const;
const rows: Record<string, Record<(typeof columns)[number], Mark>> = {
  speed: { corvane: 'yes', large: 'no', freelance: 'partly' },
  senior: { corvane: 'yes', large: 'partly', freelance: 'yes' },
  data: { corvane: 'yes', large: 'no', freelance: 'no' },
  handover: { corvane: 'yes', large: 'partly', freelance: 'no' },
  price: { corvane: 'yes', large: 'no', freelance: 'partly' },
};
const icons = { yes: Check, no: X, partly: Minus } as const;

export function ChooseUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingHero eyebrow={t('chooseUs.hero.eyebrow')} title={t('chooseUs.hero.title')} text={t('chooseUs.hero.text')} />
      <MarketingSection title={t('chooseUs.differentiators.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          {differentiators.map((id) => (
            <Stack key={id} as="article" gap={2} p={6} borderRadius="xl" borderWidth="1px" borderColor="border">
              <Heading as="h3" size="md">
                {t(`chooseUs.differentiators.items.${id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`chooseUs.differentiators.items.${id}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection tinted title={t('chooseUs.cases.title')}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6}>
          {cases.map((id) => (
            <Stack key={id} as="article" gap={3} p={6} bg="bg" borderRadius="xl" borderWidth="1px" borderColor="border">
              <Badge colorPalette="primary" size="lg" w="fit-content" fontSize="md">
                {t(`chooseUs.cases.items.${id}.metric`)}
              </Badge>
              <Heading as="h3" size="md">
                {t(`chooseUs.cases.items.${id}.client`)}
              </Heading>
              <Box>
                <Text textStyle="overline" color="fg.muted">
                  {t('chooseUs.cases.challenge')}
                </Text>
                <Text fontSize="sm">{t(`chooseUs.cases.items.${id}.challenge`)}</Text>
              </Box>
              <Box>
                <Text textStyle="overline" color="fg.muted">
                  {t('chooseUs.cases.result')}
                </Text>
                <Text fontSize="sm">{t(`chooseUs.cases.items.${id}.result`)}</Text>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection title={t('chooseUs.comparison.title')}>
        <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="xl" tabIndex={0} aria-label={t('chooseUs.comparison.caption')}>
          <Table.Root size="md" minW="560px">
            <Table.Caption captionSide="top" textAlign="start" px={4} py={3} color="fg.muted">
              {t('chooseUs.comparison.caption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('chooseUs.comparison.criterion')}</Table.ColumnHeader>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c} textAlign="center" color={c === 'corvane' ? 'primary.fg' : undefined}>
                    {t(`chooseUs.comparison.columns.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {Object.entries(rows).map(([row, marks]) => (
                <Table.Row key={row}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {t(`chooseUs.comparison.rows.${row}`)}
                  </Table.Cell>
                  {columns.map((c) => {
                    const Icon = icons[marks[c]];
                    return (
                      <Table.Cell key={c} textAlign="center" bg={c === 'corvane' ? 'primary.subtle' : undefined}>
                        <Stack direction="row" gap={1.5} justify="center" align="center">
                          <Icon size={18} aria-hidden />
                          <Text as="span" fontSize="sm">
                            {t(`chooseUs.comparison.${marks[c]}`)}
                          </Text>
                        </Stack>
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </MarketingSection>
    </>
  );
}
