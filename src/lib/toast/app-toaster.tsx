// Renders the toasts of src/lib/toast/toaster.ts (mounted once, in AppProviders).
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster';

export function AppToaster() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }} data-type={item.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            {item.closable ? <Toast.CloseTrigger aria-label={t('toast.close', 'Dismiss')} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
