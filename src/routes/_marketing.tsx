import { createFileRoute } from '@tanstack/react-router';
import { MarketingLayout } from '@/features/marketing/marketing-layout';

export const Route = createFileRoute('/_marketing')({
  component: MarketingLayout,
});
