// Contact Us (docs/product-rules.md#contact-form): the validated form, the three offices and the direct lines.
import { Box, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';
import { StaticPart } from '@/lib/ui/static-part';
import { ContactForm } from './components/contact-form';
import { MarketingHero } from './components/marketing-hero';

const linkCss = { color: 'primary.fg', _hover: { textDecoration: 'underline' } } as const;
const lines = [
  { key: 'general', email: siteConfig.emails.hello },
  { key: 'press', email: siteConfig.emails.press },
  { key: 'careers', email: siteConfig.emails.careers },
] as const;

export function ContactPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingHero
        eyebrow={t('contact.hero.eyebrow')}
        title={t('contact.hero.title')}
        text={t('contact.hero.text')}
      />
      <Box maxW="7xl" mx="auto" px={{ base: 4, md: 6, lg: 8 }} mt={{ base: 10, md: 14 }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1.5fr 1fr' }}
          gap={{ base: 10, lg: 16 }}
          alignItems="start"
        >
          <Box p={{ base: 5, md: 8 }} borderWidth="1px" borderColor="border" borderRadius="2xl">
            <ContactForm />
          </Box>
          <StaticPart>
            <Stack gap={8}>
              <Stack as="section" aria-labelledby="contact-offices" gap={4}>
                <Heading as="h2" id="contact-offices" size="lg">
                  {t('contact.offices')}
                </Heading>
                {siteConfig.offices.map((office) => (
                  <Stack
                    key={office.id}
                    as="address"
                    fontStyle="normal"
                    gap={1}
                    p={4}
                    bg="bg.subtle"
                    borderRadius="lg"
                  >
                    <Text fontWeight="semibold">
                      {t(`offices.${office.id}.city`)}
                      {office.head ? ` · ${t('layout.footer.headOffice')}` : ''}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" display="flex" gap={2}>
                      <MapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                      {t(`offices.${office.id}.address`)}
                    </Text>
                    <Text fontSize="sm" display="flex" gap={2} alignItems="center">
                      <Phone size={16} aria-hidden />
                      <chakra.a
                        href={`tel:${office.phone.replace(/\s/g, '')}`}
                        dir="ltr"
                        css={linkCss}
                      >
                        {office.phone}
                      </chakra.a>
                    </Text>
                  </Stack>
                ))}
              </Stack>
              <Stack as="section" aria-labelledby="contact-lines" gap={3}>
                <Heading as="h2" id="contact-lines" size="lg">
                  {t('contact.details.title')}
                </Heading>
                {lines.map((line) => (
                  <Text
                    key={line.key}
                    fontSize="sm"
                    display="flex"
                    gap={2}
                    alignItems="center"
                    flexWrap="wrap"
                  >
                    <Mail size={16} aria-hidden />
                    <span>{t(`contact.details.${line.key}`)}:</span>
                    <chakra.a href={`mailto:${line.email}`} css={linkCss}>
                      {line.email}
                    </chakra.a>
                  </Text>
                ))}
                <Text fontSize="sm" color="fg.muted">
                  {t('contact.details.hours')}
                </Text>
              </Stack>
            </Stack>
          </StaticPart>
        </Grid>
      </Box>
    </>
  );
}
