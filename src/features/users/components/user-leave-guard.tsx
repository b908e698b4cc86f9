// Asks before leaving a form with unsaved changes (in-app navigation and closing the tab). Going to
// the sign-in pages is never blocked: that is the session ending, and the D9 draft keeps the input.
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserConfirmDialog } from './user-confirm-dialog';

export function UserLeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation('users');
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => !next.pathname.startsWith('/auth/') && when(),
    enableBeforeUnload: when,
    withResolver: true,
  });
  return (
    <UserConfirmDialog
      open={blocker.status === 'blocked'}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
