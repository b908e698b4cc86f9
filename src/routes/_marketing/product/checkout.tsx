import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '@/lib/i18n/i18n';
import { loadMarketingText, pageHead } from '@/features/marketing/marketing-head';
import { CheckoutPage } from '@/features/shop/checkout-page';

export const Route = createFileRoute('/_marketing/product/checkout')({
  loader: () => loadMarketingText(['marketing', 'shop', 'payment']),
  head: () => pageHead('checkout', i18n.t('checkout.meta', { ns: 'shop' })),
  component: CheckoutPage,
});
