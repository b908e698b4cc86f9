// Monthly / yearly switch: a radio group (arrow keys move between the two), with the yearly saving.
import { Badge, HStack, SegmentGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '@/lib/catalog/consulting-plans';

interface PricingPeriodSwitchProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  justify?: 'center' | 'flex-start';
}

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
