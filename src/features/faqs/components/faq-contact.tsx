// The closing call to action: the contact page and the firm's email.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';

export function FaqContact() {
  const { t } = useTranslation('faqs');
  return (
    <Box
      as="section"
      aria-labelledby="faq-contact"
      bg="bg.muted"
      rounded="2xl"
      p={{ base: 6, md: 10 }}
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={6}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Stack gap={2}>
          <Heading as="h2" id="faq-contact" size="xl">
            {t('contact.title')}
          </Heading>
          <Text color="fg.muted">{t('contact.body')}</Text>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} flexShrink={0}>
          <Button asChild colorPalette="primary">
            <Link to="/contact-us">{t('contact.cta')}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${siteConfig.emails.hello}`}>
              {t('contact.email', { email: siteConfig.emails.hello })}
            </a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
