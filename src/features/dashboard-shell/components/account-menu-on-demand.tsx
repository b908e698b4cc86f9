// The header's account button shows at once; the menu's code (and its reset dialog) loads on
// first use (src/lib/ui/on-first-use.tsx).
import { useAuth } from '@/lib/session/use-auth';
import { onFirstUse } from '@/lib/ui/on-first-use';
import { AccountButton } from './account-button';

const AccountMenu = onFirstUse(() => import('./account-menu').then((m) => m.AccountMenu));

export function AccountMenuOnDemand() {
  const { user } = useAuth();
  if (!user) return null;
  return <AccountMenu standIn={(handlers) => <AccountButton user={user} {...handlers} />} />;
}
