// Three data products on the home page, from the catalogue.
import { SimpleGrid } from '@chakra-ui/react';
import { useDataProducts } from '@/lib/catalog/use-data-products';
import { DataProductCard } from './data-product-card';

const featured = ['market-pulse', 'supply-signal', 'climate-exposure'];

export function FeaturedDataProducts() {
  const dataProducts = useDataProducts();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
      {dataProducts
        .filter((p) => featured.includes(p.slug))
        .map((product) => (
          <DataProductCard key={product.slug} product={product} />
        ))}
    </SimpleGrid>
  );
}
