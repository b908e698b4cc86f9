// The site footer: the firm's details from the site config, offices, the menu and other links.
import { Box, chakra, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';
import { LogoMark } from '@/lib/ui/logo';
import type { MenuItem } from '@/lib/ui/menu-item';

const FooterLink = chakra(Link);
const linkCss = { color: 'fg.muted', fontSize: 'sm', _hover: { color: 'fg', textDecoration: 'underline' } } as const;

export function MarketingFooter({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('marketing');
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt={{ base: 16, md: 24 }}>
      <Container maxW="7xl" py={{ base: 10, md: 14 }}>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 1.4fr' }} gap={{ base: 8, md: 10 }}>
          <Stack gap={3}>
            <HStack gap={2.5}>
              <LogoMark w="32px" h="32px" />
              <Text fontWeight="bold" fontSize="lg" dir="ltr">
                {siteConfig.legalName}
              </Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              {t('layout.footer.about')}
            </Text>
          </Stack>
          <chakra.nav aria-labelledby="footer-company">
            <Heading as="h2" id="footer-company" size="sm" mb={3}>
              {t('layout.footer.company')}
            </Heading>
            <Stack as="ul" gap={2} m={0} p={0} listStyleType="none">
              {items.map((item) => (
                <li key={item.path}>
                  <FooterLink to={item.path} css={linkCss}>
                    {t(item.title, { ns: 'common' })}
                  </FooterLink>
                </li>
              ))}
            </Stack>
          </chakra.nav>
          <chakra.nav aria-labelledby="footer-more">
            <Heading as="h2" id="footer-more" size="sm" mb={3}>
              {t('layout.footer.more')}
            </Heading>
            <Stack as="ul" gap={2} m={0} p={0} listStyleType="none">
              <li>
                <FooterLink to="/pricing" css={linkCss}>
                  {t('routes.pricing', { ns: 'common' })}
                </FooterLink>
              </li>
              <li>
                <FooterLink to="/faqs" css={linkCss}>
                  {t('routes.faqs', { ns: 'common' })}
                </FooterLink>
              </li>
              <li>
                <FooterLink to="/product/checkout" css={linkCss}>
                  {t('layout.footer.cart')}
                </FooterLink>
              </li>
              <li>
                <FooterLink to="/auth/jwt/login" css={linkCss}>
                  {t('nav.signIn', { ns: 'common' })}
                </FooterLink>
              </li>
            </Stack>
          </chakra.nav>
          <Stack gap={3} as="address" fontStyle="normal">
            <Heading as="h2" size="sm">
              {t('layout.footer.offices')}
            </Heading>
            {siteConfig.offices.map((office) => (
              <Text key={office.id} fontSize="sm" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {t(`offices.${office.id}.city`)}
                </Text>
                {office.head ? ` · ${t('layout.footer.headOffice')}` : ''}
                <br />
                <chakra.a href={`tel:${office.phone.replace(/\s/g, '')}`} dir="ltr" css={linkCss}>
                  {office.phone}
                </chakra.a>
              </Text>
            ))}
            <chakra.a href={`mailto:${siteConfig.emails.hello}`} css={linkCss}>
              {siteConfig.emails.hello}
            </chakra.a>
          </Stack>
        </Grid>
        <Text mt={10} pt={6} borderTopWidth="1px" borderColor="border" fontSize="xs" color="fg.muted">
          {t('layout.footer.copyright', { year, name: siteConfig.legalName })}
        </Text>
      </Container>
    </Box>
  );
}
