// Buttons in every variant and size, disabled and loading; each says it was pressed.
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Download, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast/toast';

const variants = ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const;
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export function ButtonsDemo() {
  const { t } = useTranslation('components');
  const pressed = (name: string) => toast.info(t('pressed', { name }));
  return (
    <Stack gap={5}>
      <HStack wrap="wrap" gap={3}>
        {variants.map((variant) => (
          <Button
            key={variant}
            variant={variant}
            colorPalette="primary"
            onClick={() => pressed(t(`buttons.variants.${variant}`))}
          >
            {t(`buttons.variants.${variant}`)}
          </Button>
        ))}
      </HStack>
      <Stack gap={2}>
        <Text fontSize="sm" fontWeight="semibold">
          {t('buttons.sizes')}
        </Text>
        <HStack wrap="wrap" gap={3} align="center">
          {sizes.map((size) => (
            <Button
              key={size}
              size={size}
              colorPalette="primary"
              onClick={() => pressed(size.toUpperCase())}
            >
              {size.toUpperCase()}
            </Button>
          ))}
        </HStack>
      </Stack>
      <Stack gap={2}>
        <Text fontSize="sm" fontWeight="semibold">
          {t('buttons.states')}
        </Text>
        <HStack wrap="wrap" gap={3}>
          <Button colorPalette="primary" disabled>
            {t('buttons.disabled')}
          </Button>
          <Button colorPalette="primary" loading loadingText={t('buttons.loading')}>
            {t('buttons.loading')}
          </Button>
          <Button
            colorPalette="primary"
            variant="outline"
            onClick={() => pressed(t('buttons.download'))}
          >
            <Download aria-hidden="true" />
            {t('buttons.download')}
          </Button>
          <IconButton
            colorPalette="primary"
            variant="subtle"
            aria-label={t('buttons.iconOnly')}
            onClick={() => pressed(t('buttons.iconOnly'))}
          >
            <Star aria-hidden="true" />
          </IconButton>
        </HStack>
      </Stack>
    </Stack>
  );
}
