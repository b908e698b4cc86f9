// Banking overview on the demo's records: the computation is src/lib/overview-pages/banking.ts
// (and its ledger, ledger.ts), shared with the server. The ledger names each invoice's client, so it
// reads the whole invoices; of the orders, their core (../order-store.ts).
import { banking as widgets } from '@/lib/overview-pages/banking';
import { withSource } from '@/lib/overview-pages/widget';
import { currentInvoices } from '../invoice-store';
import { orderCore } from '../order-store';

export const banking = withSource(widgets, {
  invoices: (now) => currentInvoices(now),
  orders: () => orderCore.all(),
});
