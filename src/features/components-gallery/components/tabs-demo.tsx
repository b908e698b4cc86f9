// Tabs, line and subtle variants, over the firm's three offices.
import { Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';

export function TabsDemo() {
  const { t } = useTranslation('components');
  return (
    <Stack gap={6}>
      {(['line', 'subtle'] as const).map((variant) => (
        <Tabs.Root key={variant} defaultValue="london" variant={variant} colorPalette="primary">
          <Tabs.List>
            {siteConfig.offices.map((office) => (
              <Tabs.Trigger key={office.id} value={office.id}>
                {t(`offices.${office.id}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {siteConfig.offices.map((office) => (
            <Tabs.Content key={office.id} value={office.id}>
              <Stack gap={1} fontSize="sm">
                {office.head ? <Text fontWeight="semibold">{t('tabs.headOffice')}</Text> : null}
                <Text>
                  {t('tabs.phone')}:{' '}
                  <Link
                    href={`tel:${office.phone.replace(/\s/g, '')}`}
                    dir="ltr"
                    colorPalette="primary"
                    color="primary.fg"
                  >
                    {office.phone}
                  </Link>
                </Text>
                <Text>
                  {t('tabs.email')}:{' '}
                  <Link
                    href={`mailto:${siteConfig.emails.hello}`}
                    colorPalette="primary"
                    color="primary.fg"
                  >
                    {siteConfig.emails.hello}
                  </Link>
                </Text>
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ))}
    </Stack>
  );
}
