// Count badges capped at 99 and avatar groups capped at 4 (docs/product-rules.md#limits), and the badge variants.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dataProducts } from '@/lib/catalog/data-products';
import { CappedAvatarGroup } from '@/lib/ui/capped-avatar-group';
import { CountBadge } from '@/lib/ui/count-badge';
import { siteConfig } from '@/lib/site-config';

const counts = [3, 42, 99, 100, 1280];

export function BadgesDemo() {
  const { t } = useTranslation('components');
  const more = (count: number) => t('badges.more', { count });
  return (
    <Stack gap={5}>
      <HStack wrap="wrap" gap={5}>
        {counts.map((count) => (
          <HStack key={count} gap={2}>
            <Text fontSize="sm" color="fg.muted">
              {t('badges.count', { count })}
            </Text>
            <CountBadge count={count} />
          </HStack>
        ))}
      </HStack>
      <HStack wrap="wrap" gap={3} aria-label={t('badges.variants')} role="group">
        <Badge colorPalette="primary" variant="solid">
          {t('badges.new')}
        </Badge>
        <Badge colorPalette="primary" variant="subtle">
          {t('badges.beta')}
        </Badge>
        <Badge colorPalette="primary" variant="outline">
          {t('badges.live')}
        </Badge>
        <Badge colorPalette="primary" variant="surface">
          {t('badges.beta')}
        </Badge>
      </HStack>
      <Stack gap={2}>
        <Text fontSize="sm" fontWeight="semibold">
          {t('badges.products')}
        </Text>
        <CappedAvatarGroup
          people={dataProducts.map((p) => ({ id: p.slug, name: p.name }))}
          moreLabel={more}
        />
      </Stack>
      <Stack gap={2}>
        <Text fontSize="sm" fontWeight="semibold">
          {t('badges.offices')}
        </Text>
        <CappedAvatarGroup
          people={siteConfig.offices.map((office) => ({
            id: office.id,
            name: t(`offices.${office.id}`),
          }))}
          moreLabel={more}
        />
      </Stack>
    </Stack>
  );
}
