import { createFileRoute } from '@tanstack/react-router';
import { ChooseUsPage } from '@/features/marketing/chooseus-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing/chooseus')({
  loader: () => loadMarketingText(),
  head: () => marketingHead('chooseUs'),
  component: ChooseUsPage,
});
