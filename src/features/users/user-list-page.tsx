// /dashboard/user/list: two tabs, the tab in the URL (?section=access; the default left out). "People"
// is the users directory (./components/user-directory.tsx); "Team access" is who can sign in to the
// workspace and who is invited (./components/team-access.tsx; docs/product-rules.md#team-access).
// The header's action follows the tab: a new user record, or an invitation. The Team access tab and
// its invitation form (a form library and its rules) load when that tab is opened, so the directory,
// the page most people open, does not carry them (docs/performance.md).
import { Button, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Contact, KeyRound, Plus, UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/lib/session/may-call';
import { PageHeader } from '@/lib/ui/page-header';
import { UserDirectory } from './components/user-directory';
import type { UserListSection } from './search';

const route = getRouteApi('/dashboard/user/list');
const TeamAccess = lazy(() => import('./components/team-access').then((m) => ({ default: m.TeamAccess })));
const TeamInviteButton = lazy(() => import('./components/team-invite-dialog').then((m) => ({ default: m.TeamInviteButton })));

export function UserListPage() {
  const { t } = useTranslation('users');
  const navigate = route.useNavigate();
  const mayManageTeam = useMayCall('GET /api/team/members');
  const mayInvite = useMayCall('POST /api/team/invitations');
  const mayCreate = useMayCall('POST /api/user');
  const requested = route.useSearch({ select: (search) => search.section });
  const section: UserListSection = requested === 'access' && mayManageTeam ? 'access' : 'people';
  const showSection = (next: string) =>
    void navigate({
      search: (prev) => ({ ...prev, section: next === 'access' ? 'access' : undefined }),
      resetScroll: false,
    });

  const action =
    section === 'access' ? (
      mayInvite ? (
        <Suspense
          fallback={
            <Button colorPalette="primary" loading>
              <UserPlus aria-hidden />
              {t('team.invite.open')}
            </Button>
          }
        >
          <TeamInviteButton />
        </Suspense>
      ) : null
    ) : mayCreate ? (
      <Button asChild colorPalette="primary">
        <Link to="/dashboard/user/new">
          <Plus aria-hidden />
          {t('list.newUser')}
        </Link>
      </Button>
    ) : null;

  return (
    <Stack gap={6}>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} action={action} />
      {mayManageTeam ? (
        <Tabs.Root
          value={section}
          onValueChange={(e) => showSection(e.value)}
          colorPalette="primary"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label={t('team.sections')} overflowX="auto" maxW="full">
            <Tabs.Trigger value="people" flexShrink={0}>
              <Contact aria-hidden size={16} />
              {t('team.people')}
            </Tabs.Trigger>
            <Tabs.Trigger value="access" flexShrink={0}>
              <KeyRound aria-hidden size={16} />
              {t('team.access')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="people">
            <UserDirectory />
          </Tabs.Content>
          <Tabs.Content value="access">
            <Suspense fallback={<Skeleton h={64} />}>
              <TeamAccess />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <UserDirectory />
      )}
    </Stack>
  );
}
