// A product's cover as a thumbnail, or its initials on a tinted tile when it has none.
import { Center, Image } from '@chakra-ui/react';
import type { Product } from '@/lib/api-contract/product';

export function ProductCover({ product, size = '10' }: { product: Pick<Product, 'name' | 'cover'>; size?: string }) {
  if (product.cover) {
    return <Image src={product.cover} alt="" loading="lazy" boxSize={size} objectFit="cover" borderRadius="l2" flexShrink={0} />;
  }
  const initials = product.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <Center
      boxSize={size}
      borderRadius="l2"
      flexShrink={0}
      bg="primary.subtle"
      color="primary.fg"
      fontWeight="semibold"
      fontSize="sm"
      aria-hidden
    >
      {initials}
    </Center>
  );
}
