import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/contact-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing/contact-us')({
  loader: () => loadMarketingText(),
  head: () => marketingHead('contactUs'),
  component: ContactPage,
});
