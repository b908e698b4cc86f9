// The account menu's trigger (the signed-in person's avatar), and its stand-in until the menu's
// code has loaded (account-menu-on-demand.tsx).
import { Avatar, Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@/lib/api-contract/auth';

export function AccountButton({ user, ...props }: ButtonProps & { user: Pick<AuthUser, 'displayName' | 'avatarUrl'> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Button variant="ghost" colorPalette="gray" size="sm" px={1} borderRadius="full" {...props}>
      <Avatar.Root size="xs" colorPalette="primary">
        <Avatar.Fallback name={user.displayName} />
        {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
      </Avatar.Root>
      {/* The name contains the visible initials, then says what the button opens (WCAG 2.5.3). */}
      <VisuallyHidden>{t('account.button', { name: user.displayName })}</VisuallyHidden>
    </Button>
  );
}
