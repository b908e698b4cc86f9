// Monthly / yearly switch: a radio group (arrow keys move between the two), with the yearly saving.
import { Badge, HStack, SegmentGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '@/lib/catalog/consulting-plans';

interface PricingPeriodSwitchProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  justify?: 'center' | 'flex-start';
}

// On the prerendered page, until the segment group's code runs (its items carry data-ssr), the
// item shown as chosen is the one whose radio is checked, not the one the page was rendered with:
// a Yearly chosen before the app starts shows at once (docs/performance.md).
export const checkedBeforeStart = {
  '& [data-part="item"][data-ssr]:not(:has(input:checked))': { shadow: 'none', bg: 'transparent' },
  '& [data-part="item"][data-ssr]:has(input:checked)': { shadow: 'sm', bg: 'bg' },
};

export function PricingPeriodSwitch({
  value,
  onChange,
  justify = 'center',
}: PricingPeriodSwitchProps) {
  const { t } = useTranslation('pricing');
  return (
    <HStack gap={3} justify={justify} wrap="wrap">
      <SegmentGroup.Root
        size="lg"
        css={checkedBeforeStart}
        value={value}
        aria-label={t('period.label')}
        onValueChange={(details) => {
          if (details.value === 'monthly' || details.value === 'yearly') onChange(details.value);
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'monthly', label: t('period.monthly') },
            { value: 'yearly', label: t('period.yearly') },
          ]}
        />
      </SegmentGroup.Root>
      <Badge colorPalette="primary" variant="subtle" size="lg">
        {t('period.yearlyBadge')}
      </Badge>
    </HStack>
  );
}
