// The profile tab: about text and the facts under it.
import { Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarDays, GraduationCap, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { placeName } from '@/lib/catalog/place-names';
import { formatDateParts } from '@/lib/format';
import type { UserProfile } from '@/lib/api-contract/user';
import { isolateText, UserText } from '@/lib/ui/user-text';

export function ProfileAbout({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('users');
  const joined = formatDateParts(profile.joinedAt, i18n.language, {
    month: 'long',
    year: 'numeric',
  });

  const facts = [
    // The person's own words keep their direction: an English company, school or text in the
    // Arabic card keeps its full stop and its "&" in place (docs/look-and-feel.md#text-in-both-directions).
    [Building2, t('profile.worksAt', { company: isolateText(profile.company) })],
    [
      MapPin,
      t('profile.livesIn', {
        place: placeName(profile.city, profile.country, i18n.language),
      }),
    ],
    [GraduationCap, t('profile.studiedAt', { school: isolateText(profile.school) })],
    [Mail, profile.email],
    [CalendarDays, t('profile.joined', { date: joined })],
  ] as const;
  return (
    // The card spans the page: on a wide screen the text and the facts sit side by side
    // (docs/look-and-feel.md#balance-at-1440-px).
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('profile.about')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap={{ base: 5, lg: 8 }}
        >
          <UserText maxW="65ch">{profile.about}</UserText>
          <Stack
            gap={3}
            as="ul"
            listStyleType="none"
            borderStartWidth={{ base: 0, lg: '1px' }}
            ps={{ base: 0, lg: 8 }}
          >
            {facts.map(([Icon, text]) => (
              <HStack as="li" key={text} gap={3}>
                <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text>{text}</Text>
              </HStack>
            ))}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
