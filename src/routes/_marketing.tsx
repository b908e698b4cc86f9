import { createFileRoute } from '@tanstack/react-router';
import { MarketingLayout } from '@/features/marketing/marketing-layout';
import { loadMarketingText } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing')({
  // The header and footer speak from the marketing and shop namespaces on every public page.
  loader: () => loadMarketingText(),
  component: MarketingLayout,
});
