import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BankingPage } from '@/features/overview/banking-page';
import { bankingDefaults, validateBankingSearch } from '@/features/overview/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/banking')({
  validateSearch: validateBankingSearch,
  search: { middlewares: [stripSearchParams(bankingDefaults)] },
  // No loader: each widget loads (and fails) on its own, with its own skeleton.
  head: () => ({ meta: [{ title: routeTitle('dashboard.banking') }] }),
  component: BankingPage,
});
