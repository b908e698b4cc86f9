// /dashboard/user and /dashboard/user/profile: the signed-in user's profile (cover; tabs profile,
// followers, friends, gallery). The tab is in the URL (?tab=…), so it can be linked to.
import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountQueries } from './api/account';
import { ProfileAbout } from './components/profile-about';
import { ProfileCover } from './components/profile-cover';
import { ProfileGallery } from './components/profile-gallery';
import { ProfilePeople } from './components/profile-people';
import { profileTabs, type ProfileTab } from './search';

export function UserProfilePage({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(accountQueries.profile());
  return (
    <Stack gap={6}>
      <ProfileCover profile={profile} />
      <Tabs.Root
        value={tab}
        onValueChange={(e) =>
          void navigate({ to: '.', search: { tab: e.value as ProfileTab }, replace: true })
        }
        colorPalette="primary"
      >
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Tabs.List overflowX="auto" maxW="full">
            {profileTabs.map((key) => (
              <Tabs.Trigger key={key} value={key} flexShrink={0}>
                {t(`profile.tabs.${key}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/user/account">
              <Settings aria-hidden />
              {t('profile.editAccount')}
            </Link>
          </Button>
        </HStack>
        <Tabs.Content value="profile">
          <ProfileAbout profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="followers">
          <ProfilePeople people={profile.followers} />
        </Tabs.Content>
        <Tabs.Content value="friends">
          <ProfilePeople people={profile.friends} searchable />
        </Tabs.Content>
        <Tabs.Content value="gallery">
          <ProfileGallery items={profile.gallery} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
