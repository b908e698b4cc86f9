// What a dashboard route answers when the signed-in role may not use it (403), inside the shell.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function DashboardForbidden({ role }: { role: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack data-screen="forbidden" align="center" textAlign="center" gap={4} py={{ base: 12, md: 20 }} maxW="lg" mx="auto">
      <Lock size={48} aria-hidden />
      <Text textStyle="sm" fontWeight="semibold" color="fg.muted">
        403
      </Text>
      <Heading as="h1" size="2xl">
        {t('forbidden.title')}
      </Heading>
      <Text color="fg.muted">{t('forbidden.description', { role: t(`roles.${role}`) })}</Text>
      <HStack gap={3} flexWrap="wrap" justify="center">
        <Button asChild colorPalette="primary">
          <Link to="/dashboard">{t('forbidden.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard/permission">{t('forbidden.permission')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
