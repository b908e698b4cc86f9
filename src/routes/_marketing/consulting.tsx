import { createFileRoute } from '@tanstack/react-router';
import { ConsultingPage } from '@/features/marketing/consulting-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing/consulting')({
  loader: () => loadMarketingText(),
  head: () => marketingHead('consulting'),
  component: ConsultingPage,
});
