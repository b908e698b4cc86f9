// The profile tab: about text and the facts under it.
import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarDays, GraduationCap, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/catalog/countries';
import { formatDateParts } from '@/lib/format';
import type { UserProfile } from '@/lib/api-contract/user';

export function ProfileAbout({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('users');
  const joined = formatDateParts(profile.joinedAt, i18n.language, { month: 'long', year: 'numeric' });

  const facts = [
    [Building2, t('profile.worksAt', { company: profile.company })],
    [
      MapPin,
      t('profile.livesIn', {
        place: `${profile.city}, ${countryName(profile.country, i18n.language)}`,
      }),
    ],
    [GraduationCap, t('profile.studiedAt', { school: profile.school })],
    [Mail, profile.email],
    [CalendarDays, t('profile.joined', { date: joined })],
  ] as const;
  return (
    <Card.Root maxW="3xl">
      <Card.Header>
        <Card.Title as="h2">{t('profile.about')}</Card.Title>
      </Card.Header>
      <Card.Body gap={5}>
        <Text>{profile.about}</Text>
        <Stack gap={3} as="ul" listStyleType="none">
          {facts.map(([Icon, text]) => (
            <HStack as="li" key={text} gap={3}>
              <Icon size={18} aria-hidden />
              <Text>{text}</Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
