// The top line of the sign-in screens: the logo home and a way back to the website.
import { Box, HStack, Link as ChakraLink, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/lib/ui/logo';

const LogoLink = chakra(Link);

export function AuthTopBar() {
  const { t } = useTranslation('auth');
  return (
    <HStack as="header" justify="space-between" gap="4" py="4">
      <LogoLink to="/" display="inline-flex" alignItems="center" gap="2" borderRadius="md">
        <LogoMark w="32px" h="32px" />
        {/* The visible word starts the link's name (WCAG 2.5.3); the rest says where it goes. */}
        <Text as="span" fontWeight="bold" fontSize="lg" color="fg" dir="ltr">
          Corvane
        </Text>
        <VisuallyHidden>{t('layout.homeLogo')}</VisuallyHidden>
      </LogoLink>
      <ChakraLink asChild color="fg.muted" fontSize="sm">
        <Link to="/">
          <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
            <ArrowLeft size={16} aria-hidden />
          </Box>
          {t('layout.backToSite')}
        </Link>
      </ChakraLink>
    </HStack>
  );
}
