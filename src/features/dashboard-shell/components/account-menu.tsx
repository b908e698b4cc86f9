// The header's account menu: who is signed in (name, email, role), links to the profile, "Reset
// demo data" (with a confirmation) and sign out. Loaded on first use (account-menu-on-demand.tsx).
import { Badge, Box, Button, Dialog, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { LogOut, RotateCcw, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http/http-error';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';
import { IdText, UserText } from '@/lib/ui/user-text';
import { useResetDemoData } from '../api';
import { AccountButton } from './account-button';
import { errorText } from '@/lib/http/error-text';

function ResetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('dashboard');
  const router = useRouter();
  const { refreshUser } = useAuth();
  const reset = useResetDemoData();
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: async () => {
        onOpenChange(false);
        await Promise.all([router.invalidate(), refreshUser()]);
        toast.success(t('account.resetDone'));
      },
      // A server where reset is turned off (DEMO_RESET, docs/server.md) refuses with 403: say so in the reader's language.
      onError: (error) =>
        toast.error(t('account.resetFailed'), isHttpError(error) && error.status === 403 ? t('account.resetRefused') : errorText(error)),
    });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('account.resetTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('account.resetBody')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={reset.isPending} onClick={confirm}>
                {t('account.resetConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('dashboard');
  const { user, signOut } = useAuth();
  const [resetOpen, setResetOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <AccountButton user={user} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px={3} py={2}>
                <Stack gap={0.5}>
                  <UserText fontWeight="semibold">{user.displayName}</UserText>
                  <IdText textStyle="sm" color="fg.muted" truncate>
                    {user.email}
                  </IdText>
                  <Box>
                    <Badge colorPalette="primary" variant="subtle" mt={1}>
                      {t('account.role', { role: t(`roles.${user.role}`) })}
                    </Badge>
                  </Box>
                </Stack>
              </Box>
              <Menu.Separator />
              <Menu.Item value="profile" asChild>
                <Link to="/dashboard/user/profile">
                  <UserRound aria-hidden />
                  {t('account.profile')}
                </Link>
              </Menu.Item>
              <Menu.Item value="account" asChild>
                <Link to="/dashboard/user/account">
                  <Settings aria-hidden />
                  {t('account.settings')}
                </Link>
              </Menu.Item>
              <Menu.Item value="reset" onSelect={() => setResetOpen(true)}>
                <RotateCcw aria-hidden />
                {t('account.reset')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="sign-out" color="fg.error" onSelect={() => void signOut()}>
                <LogOut aria-hidden />
                {t('account.signOut')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ResetDialog open={resetOpen} onOpenChange={setResetOpen} />
    </>
  );
}
