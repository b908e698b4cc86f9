// Followers and friends: people as small cards. Friends can be searched by name.
import { Badge, Card, HStack, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/catalog/countries';
import type { ProfilePerson } from '@/lib/api-contract/user';
import { isolateText, UserText } from '@/lib/ui/user-text';
import { UserAvatar } from './user-avatar';

function PersonCard({ person }: { person: ProfilePerson }) {
  const { t, i18n } = useTranslation('users');
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <HStack gap={3}>
          <UserAvatar name={person.name} src={person.avatarUrl} size="lg" />
          <Stack gap={0} minW={0} flex="1">
            <UserText fontWeight="semibold" truncate>
              {person.name}
            </UserText>
            <Text fontSize="sm" color="fg.muted" truncate>
              {t(`role.${person.role}`)} · {isolateText(person.company)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {countryName(person.country, i18n.language)}
            </Text>
          </Stack>
          <Badge
            colorPalette={person.followed ? 'primary' : 'gray'}
            variant="subtle"
            flexShrink={0}
          >
            {person.followed ? t('profile.follows') : t('profile.followsYou')}
          </Badge>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function ProfilePeople({
  people,
  searchable = false,
}: {
  people: ProfilePerson[];
  searchable?: boolean;
}) {
  const { t } = useTranslation('users');
  const [q, setQ] = useState('');
  const shown = q
    ? people.filter((p) => p.name.toLowerCase().includes(q.trim().toLowerCase()))
    : people;
  return (
    <Stack gap={4}>
      {searchable ? (
        <InputGroup startElement={<Search size={16} aria-hidden />} maxW="sm">
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-label={t('profile.searchFriends')}
            placeholder={t('profile.searchFriends')}
          />
        </InputGroup>
      ) : null}
      {shown.length === 0 ? <Text color="fg.muted">{t('profile.noFriends', { q })}</Text> : null}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap={4} listStyleType="none">
        {shown.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
