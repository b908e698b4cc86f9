// The header's cart link, shown once the cart holds something (the cart lives in localStorage).
import { Box, Float, IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '@/lib/catalog/cart-store';

export function MarketingCartLink() {
  const { t } = useTranslation('shop');
  const count = useCartStore((s) => s.lines.reduce((sum, line) => sum + line.quantity, 0));
  if (count === 0) return null;
  return (
    <IconButton asChild variant="ghost" size="sm" position="relative" aria-label={t('cart.link', { count })}>
      <Link to="/product/checkout">
        <ShoppingCart aria-hidden />
        <Float placement="top-end" offset={1}>
          <Box
            as="span"
            aria-hidden
            bg="primary.solid"
            color="primary.contrast"
            fontSize="2xs"
            fontWeight="bold"
            minW="18px"
            h="18px"
            px={1}
            borderRadius="full"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
          >
            {count > 99 ? '99+' : count}
          </Box>
        </Float>
      </Link>
    </IconButton>
  );
}
