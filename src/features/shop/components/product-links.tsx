// A data product's documentation, changelog and marketplace listings: other sites, so each link
// opens a new tab, says so to screen readers and shows the external-link icon.
import { Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { productLinks } from '@/lib/catalog/data-products';

function OutLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('shop');
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="primary" color="colorPalette.fg">
      {/* The name reads "Documentation (opens in a new tab)": the space is text of the link itself. */}
      {`${children} `}
      <VisuallyHidden>{t('product.links.newTab')}</VisuallyHidden>
      <ExternalLink aria-hidden size={14} />
    </Link>
  );
}

export function ProductLinks({ slug }: { slug: string }) {
  const { t } = useTranslation('shop');
  const links = productLinks(slug);
  return (
    <Stack as="section" aria-labelledby="product-links" gap={3} mt={6}>
      <Heading as="h2" id="product-links" size="md">
        {t('product.links.title')}
      </Heading>
      <HStack gap={6} flexWrap="wrap">
        <OutLink href={links.docs}>{t('product.links.docs')}</OutLink>
        <OutLink href={links.changelog}>{t('product.links.changelog')}</OutLink>
      </HStack>
      {links.marketplaces.length > 0 && (
        <HStack gap={4} flexWrap="wrap">
          <Text color="fg.muted">{t('product.links.marketplaces')}</Text>
          {links.marketplaces.map((m) => (
            <OutLink key={m.id} href={m.url}>
              {m.name}
            </OutLink>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
