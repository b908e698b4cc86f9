// The profile's cover: a band in the primary colour, the photo, name and title, and the stats.
import { Box, Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/lib/api-contract/user';
import { useFormat } from '@/lib/format';
import { UserAvatar } from './user-avatar';

export function ProfileCover({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const stats = [
    ['followers', profile.stats.followers],
    ['following', profile.stats.following],
    ['engagements', profile.stats.engagements],
  ] as const;
  return (
    <Card.Root
      overflow="hidden"
      aria-label={t('profile.coverLabel', { name: profile.name })}
      as="section"
    >
      <Box
        h={{ base: '28', md: '40' }}
        bgGradient="to-r"
        gradientFrom="primary.solid"
        gradientTo="primary.emphasized"
      />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'center', md: 'end' }}
        gap={4}
        px={6}
        pb={5}
      >
        {/* Only the photo overlaps the band; the name and stats sit below it. */}
        <Box
          borderRadius="full"
          borderWidth="4px"
          borderColor="bg.panel"
          mt={{ base: -12, md: -14 }}
          flexShrink={0}
        >
          <UserAvatar name={profile.name} src={profile.avatarUrl} size="2xl" />
        </Box>
        <Stack gap={0} flex="1" textAlign={{ base: 'center', md: 'start' }}>
          <Heading as="h1" size="xl">
            {profile.name}
          </Heading>
          <Text color="fg.muted">{profile.title}</Text>
        </Stack>
        <HStack gap={6} as="dl">
          {stats.map(([key, value]) => (
            <Stack key={key} gap={0} align="center">
              <Text as="dd" fontWeight="bold" fontSize="lg" order={1}>
                {format.number(value)}
              </Text>
              <Text as="dt" fontSize="xs" color="fg.muted" order={2}>
                {t(`profile.stats.${key}`)}
              </Text>
            </Stack>
          ))}
        </HStack>
      </Flex>
    </Card.Root>
  );
}
