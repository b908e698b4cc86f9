// /404: the page is not here; a way back, home, and the pages people usually look for.
import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusBackButton } from './components/status-back-button';
import { StatusMessage } from '@/lib/ui/status-message';

const suggestions = [
  { key: 'consulting', to: '/consulting' },
  { key: 'dataProducts', to: '/product' },
  { key: 'pricing', to: '/pricing' },
  { key: 'faqs', to: '/faqs' },
] as const;

export function NotFoundPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  return (
    <StatusMessage
      code="404"
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
      actions={
        <>
          <Button asChild colorPalette="primary">
            <Link to="/">{t('status.backHome')}</Link>
          </Button>
          <StatusBackButton />
        </>
      }
      footer={
        <Stack as="nav" aria-labelledby="not-found-suggestions" gap={2} pt={2} align="center">
          <Text id="not-found-suggestions" fontSize="sm" color="fg.muted">
            {tp('notFound.suggestions')}
          </Text>
          <HStack as="ul" listStyleType="none" gap={4} wrap="wrap" justify="center">
            {suggestions.map((s) => (
              <li key={s.key}>
                <ChakraLink asChild color="primary.fg" fontWeight="medium">
                  <Link to={s.to}>{tp(`notFound.links.${s.key}`)}</Link>
                </ChakraLink>
              </li>
            ))}
          </HStack>
        </Stack>
      }
    />
  );
}
