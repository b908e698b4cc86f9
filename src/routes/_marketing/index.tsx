import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/marketing/home-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing/')({
  loader: () => loadMarketingText(),
  head: () => marketingHead('home'),
  component: HomePage,
});
