// The plain centred layout of docs/product-rules.md#layouts (403, 404, 500, coming soon, maintenance).
import { Box, Center, Container } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/lib/ui/logo';

export function StatusLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box minH="100dvh" bg="bg" color="fg" display="flex" flexDirection="column">
      <Box as="header" px={{ base: 4, md: 8 }} py={4}>
        <Link to="/" aria-label={t('nav.home')}>
          <LogoMark />
        </Link>
      </Box>
      <Center as="main" id="main" flex="1" px={4} py={10}>
        <Container maxW="xl" textAlign="center">
          {children}
        </Container>
      </Center>
    </Box>
  );
}
