import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BankingPage } from '@/features/overview/banking-page';
import { bankingDefaults, validateBankingSearch } from '@/features/overview/search';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadPageText } from '@/lib/page-head';

export const Route = createFileRoute('/dashboard/banking')({
  validateSearch: validateBankingSearch,
  search: { middlewares: [stripSearchParams(bankingDefaults)] },
  // Each widget loads (and fails) on its own, with its own skeleton; the loader only starts the list
  // kit's strings (the transactions' pagination) with the page's code instead of after its rows.
  loader: () => void loadPageText(['kit']),
  head: () => ({ meta: [{ title: routeTitle('dashboard.banking') }] }),
  component: BankingPage,
});
