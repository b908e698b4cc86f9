// Asks before leaving a form with unsaved changes (in-app navigation and closing the tab). Going to
// the sign-in pages is never blocked: that is the session ending, and the form's draft
// (useFormDraft in src/lib/session/form-drafts.ts) keeps the input across it.
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

export function LeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation('kit');
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => !next.pathname.startsWith('/auth/') && when(),
    enableBeforeUnload: when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
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
