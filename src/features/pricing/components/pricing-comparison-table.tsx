// The feature comparison: one row per feature, one column per plan, with a caption and header
// cells so screen readers announce "Team, Embedded squad: 3 specialists". On a phone the feature
// column stays and one plan shows beside it: the reader picks which above the table (the recommended
// one first). The choice is read from the picker's checked radio by CSS, so it works on the
// prerendered page before the app starts, as the period switch does.
import { Box, Heading, Icon, SegmentGroup, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { consultingPlans, planFeatures, type FeatureValue } from '@/lib/catalog/consulting-plans';
import { checkedBeforeStart } from './pricing-period-switch';

const PHONE = '@media (max-width: 47.99em)';
/** Below md, the plan columns other than the picked one hide. */
const onePlanOnPhone = {
  [PHONE]: Object.fromEntries(
    consultingPlans.map((plan) => [
      `&:has([data-compare-picker] input[value="${plan.id}"]:checked) [data-plan]:not([data-plan="${plan.id}"])`,
      { display: 'none' },
    ]),
  ),
};
const recommended = consultingPlans.find((plan) => plan.recommended) ?? consultingPlans[0]!;

function FeatureCell({ value }: { value: FeatureValue }) {
  const { t } = useTranslation('pricing');
  if (typeof value === 'string') return <Text as="span">{t(`values.${value}`)}</Text>;
  return (
    <>
      <Icon
        as={value ? Check : Minus}
        color={value ? 'primary.fg' : 'fg.muted'}
        boxSize={5}
        aria-hidden="true"
      />
      <VisuallyHidden>
        {value ? t('comparison.included') : t('comparison.notIncluded')}
      </VisuallyHidden>
    </>
  );
}

export function PricingComparisonTable() {
  const { t } = useTranslation('pricing');
  return (
    <Box as="section" aria-labelledby="pricing-comparison" css={onePlanOnPhone}>
      <Heading as="h2" id="pricing-comparison" size="2xl" mb={6} textAlign="center">
        {t('comparison.title')}
      </Heading>
      <SegmentGroup.Root
        data-compare-picker
        hideFrom="md"
        display={{ base: 'flex', md: 'none' }}
        mb={4}
        css={checkedBeforeStart}
        defaultValue={recommended.id}
        aria-label={t('comparison.pick')}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          flex="1"
          justifyContent="center"
          items={consultingPlans.map((plan) => ({
            value: plan.id,
            label: t(`plans.${plan.id}.name`),
          }))}
        />
      </SegmentGroup.Root>
      <Table.ScrollArea
        borderWidth="1px"
        borderColor="border"
        rounded="lg"
        tabIndex={0}
        aria-labelledby="pricing-comparison"
      >
        <Table.Root size="md" minW={{ base: '0', md: '640px' }}>
          <Table.Caption captionSide="bottom" py={3} color="fg.muted">
            {t('comparison.caption')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('comparison.feature')}</Table.ColumnHeader>
              {consultingPlans.map((plan) => (
                <Table.ColumnHeader
                  key={plan.id}
                  data-plan={plan.id}
                  scope="col"
                  textAlign="center"
                >
                  {t(`plans.${plan.id}.name`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {planFeatures.map((feature) => (
              <Table.Row key={feature.id}>
                <Table.Cell
                  as="th"
                  scope="row"
                  fontWeight="medium"
                  textAlign="start"
                  whiteSpace="normal"
                  minW="32"
                  position="sticky"
                  insetInlineStart={0}
                  bg="bg"
                  zIndex={1}
                >
                  {t(`features.${feature.id}`)}
                </Table.Cell>
                {consultingPlans.map((plan) => (
                  <Table.Cell key={plan.id} data-plan={plan.id} textAlign="center">
                    <FeatureCell value={feature.values[plan.id]} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
