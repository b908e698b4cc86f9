// The header's logo link (docs/product-rules.md#header): the word mark on desktop, the square mark alone on mobile.
import { chakra, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/lib/ui/logo';

const LogoLink = chakra(Link);

export function MarketingLogo() {
  const { t } = useTranslation('marketing');
  return (
    <LogoLink
      to="/"
      aria-label={t('layout.homeLogo')}
      display="inline-flex"
      alignItems="center"
      gap={2.5}
      borderRadius="md"
      flexShrink={0}
    >
      <LogoMark w="36px" h="36px" hideFrom="md" data-testid="logo-mobile" />
      <chakra.span hideBelow="md" display="inline-flex" alignItems="center" gap={2.5} data-testid="logo-desktop">
        <LogoMark w="40px" h="40px" />
        <Text as="span" fontSize="xl" fontWeight="bold" letterSpacing="tight" color="fg" dir="ltr">
          Corvane
        </Text>
      </chakra.span>
    </LogoLink>
  );
}
