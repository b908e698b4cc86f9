import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/marketing/about-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing/about-us')({
  loader: () => loadMarketingText(),
  head: () => marketingHead('aboutUs'),
  component: AboutPage,
});
