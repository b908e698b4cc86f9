// Renders the toasts of src/lib/toast/toaster.ts (loaded with the first toast, by
// AppToasterOnDemand in AppProviders).
import { Icon, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster';

function ToastIcon({ type }: { type: string | undefined }) {
  if (type === 'success') return <CircleCheck />;
  if (type === 'warning') return <TriangleAlert />;
  if (type === 'error') return <CircleAlert />;
  return <Info />;
}

export function AppToaster() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }} data-type={item.type}>
            <Icon boxSize="5" flexShrink={0} aria-hidden="true">
              <ToastIcon type={item.type} />
            </Icon>
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            {item.action ? <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger> : null}
            {item.closable ? <Toast.CloseTrigger aria-label={t('toast.close', 'Dismiss')} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
