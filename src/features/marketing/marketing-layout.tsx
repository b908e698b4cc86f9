// The public site's frame: header, main area, footer (seed §2.1, §2.2).
import { Box, Container, HStack } from '@chakra-ui/react';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/lib/ui/logo';

export function MarketingLayout() {
  const { t } = useTranslation();
  return (
    <Box minH="100dvh" bg="bg" color="fg">
      <Box as="header" h={{ base: '64px', md: '80px' }} borderBottomWidth="1px">
        <Container maxW="7xl" h="full">
          <HStack h="full" gap={6}>
            <Link to="/" aria-label={t('nav.home')}>
              <LogoMark />
            </Link>
          </HStack>
        </Container>
      </Box>
      <Box as="main" id="main">
        <Outlet />
      </Box>
    </Box>
  );
}
