// /maintenance: what is happening, when we expect to be back (in the reader's time zone), and
// how to reach the firm meanwhile (docs/product-rules.md#brand contacts from the site config).
import {
  Box,
  Button,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dateFormat, formatDateTime } from '@/lib/format';
import { siteConfig } from '@/lib/site-config';
import { StatusMessage } from '@/lib/ui/status-message';

function formatTime(iso: string, language: string) {
  return formatDateTime(iso, language, { dateStyle: 'full' });
}

/** "Sunday 22 November 2026, 02:00 – 06:00": the day once when the window fits in one day. */
function formatWindow(start: string, end: string, language: string) {
  return dateFormat(language, { dateStyle: 'full', timeStyle: 'short' }).formatRange(new Date(start), new Date(end));
}


export function MaintenancePage({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('pages');
  const { startsAt, endsAt } = siteConfig.maintenance;
  const ended = new Date(endsAt).getTime() <= now.getTime();

  return (
    <StatusMessage
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      actions={
        <Button colorPalette="primary" onClick={() => window.location.reload()}>
          {t('maintenance.retry')}
        </Button>
      }
      footer={
        <Stack gap={6} w="full">
          <Box bg="primary.subtle" rounded="lg" px={5} py={4}>
            <Text fontWeight="semibold" data-testid="maintenance-expected">
              {ended
                ? t('maintenance.soon')
                : t('maintenance.expected', { time: formatTime(endsAt, i18n.language) })}
            </Text>
            {ended ? null : (
              <Text fontSize="sm" color="fg.muted">
                {t('maintenance.window', { range: formatWindow(startsAt, endsAt, i18n.language) })}
              </Text>
            )}
          </Box>
          <Box as="section" aria-labelledby="maintenance-contact" textAlign="start">
            <Heading as="h2" id="maintenance-contact" size="md" mb={3} textAlign="center">
              {t('maintenance.contactTitle')}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3} as="ul" listStyleType="none">
              <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p={3}>
                <Text fontSize="sm" color="fg.muted">
                  {t('maintenance.email')}
                </Text>
                <ChakraLink
                  href={`mailto:${siteConfig.emails.hello}`}
                  color="primary.fg"
                  fontWeight="medium"
                >
                  <Mail size={16} aria-hidden="true" />
                  {siteConfig.emails.hello}
                </ChakraLink>
              </Box>
              {siteConfig.offices.map((office) => (
                <Box
                  as="li"
                  key={office.id}
                  borderWidth="1px"
                  borderColor="border"
                  rounded="md"
                  p={3}
                >
                  <Text fontSize="sm" color="fg.muted">
                    {t(`maintenance.offices.${office.id}`)}
                  </Text>
                  <ChakraLink
                    href={`tel:${office.phone.replace(/\s/g, '')}`}
                    color="primary.fg"
                    fontWeight="medium"
                    dir="ltr"
                  >
                    <Phone size={16} aria-hidden="true" />
                    {office.phone}
                  </ChakraLink>
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      }
    />
  );
}
