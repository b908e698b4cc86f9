// The four toast kinds, the cap of five (seven sent at once: two wait their turn) and merging.
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toast, type ToastType } from '@/lib/toast/toast';

const types: ToastType[] = ['success', 'info', 'warning', 'error'];

export function ToastsDemo() {
  const { t } = useTranslation('components');
  return (
    <HStack wrap="wrap" gap={3}>
      {types.map((type) => (
        <Button
          key={type}
          variant="outline"
          colorPalette="primary"
          onClick={() => toast.show({ type, title: t(`toasts.sample.${type}`) })}
        >
          {t(`toasts.sample.${type}`)}
        </Button>
      ))}
      <Button
        variant="subtle"
        colorPalette="primary"
        onClick={() => {
          for (let n = 1; n <= 7; n += 1) toast.info(t('toasts.burstItem', { n }));
        }}
      >
        {t('toasts.burst')}
      </Button>
      <Button
        variant="subtle"
        colorPalette="primary"
        onClick={() => {
          toast.success(t('toasts.duplicateTitle'));
          toast.success(t('toasts.duplicateTitle'));
        }}
      >
        {t('toasts.duplicate')}
      </Button>
    </HStack>
  );
}
