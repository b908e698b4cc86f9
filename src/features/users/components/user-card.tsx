// One user as a card: photo, name, role, company, country, status and a link to edit them.
import { Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Building2, Mail, MapPin, SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { placeName } from '@/lib/catalog/place-names';
import { formatDateParts } from '@/lib/format';
import type { User } from '@/lib/api-contract/user';
import { IdText, UserText } from '@/lib/ui/user-text';
import { UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';

export function UserCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const joined = formatDateParts(user.createdAt, i18n.language, { month: 'long', year: 'numeric' });

  return (
    <Card.Root as="article" aria-labelledby={`user-card-${user.id}`} size="sm">
      <Card.Body gap={4}>
        <HStack justify="space-between" align="start">
          <UserAvatar name={user.name} src={user.avatarUrl} size="xl" />
          <IconButton
            asChild
            variant="ghost"
            size="sm"
            aria-label={t('cards.edit', { name: user.name })}
          >
            <Link to="/dashboard/user/$id/edit" params={{ id: user.id }}>
              <SquarePen aria-hidden />
            </Link>
          </IconButton>
        </HStack>
        <Stack gap={0}>
          <UserText as="h2" id={`user-card-${user.id}`} fontWeight="semibold" fontSize="lg" truncate>
            {user.name}
          </UserText>
          <Text color="fg.muted" fontSize="sm">
            {t(`role.${user.role}`)}
          </Text>
        </Stack>
        <Stack gap={2} fontSize="sm">
          <HStack gap={2} minW={0}>
            <Building2 size={16} aria-hidden style={{ flexShrink: 0 }} />
            <UserText truncate>{user.company}</UserText>
          </HStack>
          <HStack gap={2} minW={0}>
            <Mail size={16} aria-hidden style={{ flexShrink: 0 }} />
            <IdText truncate>{user.email}</IdText>
          </HStack>
          <HStack gap={2}>
            <MapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <UserText truncate>{placeName(user.city, user.country, i18n.language)}</UserText>
          </HStack>
        </Stack>
        <HStack justify="space-between" borderTopWidth="1px" pt={3}>
          <Text fontSize="xs" color="fg.muted">
            {t('cards.joined', { date: joined })}
          </Text>
          <UserStatusBadge status={user.status} label={t(`status.${user.status}`)} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
