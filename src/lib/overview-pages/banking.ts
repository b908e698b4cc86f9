// Banking overview: balances, income and expenses, cash flow and transactions from the ledger
// (ledger.ts), and the invoices receivable by age from the invoices. One computation for the demo
// API and the server, each handing in its own records (BankingSource).
import { calendarDay } from '@/lib/api-contract/invoice';
import type {
  AccountsResponse,
  FiguresResponse,
  ReceivablesResponse,
  SeriesResponse,
  TransactionsResponse,
} from '@/lib/api-contract/overview-pages';
import { change, DAY, round2, sumByBucket } from '@/lib/overview-range';
import { balances, ledger, type LedgerInvoice, type LedgerOrder } from './ledger';
import { at, figure, type SourcedWidget } from './widget';

export interface BankingSource {
  /** Every invoice with its status derived at `now`, in the order stored. */
  invoices(now: number): Promise<LedgerInvoice[]>;
  /** Every order, in the order stored. */
  orders(): Promise<LedgerOrder[]>;
}

const external = (category: string) => category !== 'transfer';
const ledgerOf = async (source: BankingSource, now: number) => ledger(now, await source.invoices(now), await source.orders());

export const banking: Record<string, SourcedWidget<BankingSource>> = {
  async figures({ range, now, window: w }, source): Promise<FiguresResponse> {
    const list = await ledgerOf(source, now);
    const total = (when: number) => balances(list, when).reduce((s, a) => s + a.balance, 0);
    const moves = list.filter((t) => external(t.category));
    const income = moves
      .filter((t) => t.amount > 0)
      .map((t) => ({ at: at(t.at), value: t.amount }));
    const expenses = moves
      .filter((t) => t.amount < 0)
      .map((t) => ({ at: at(t.at), value: -t.amount }));
    const net = moves.map((t) => ({ at: at(t.at), value: t.amount }));
    const balanceNow = total(now);
    return {
      range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        {
          id: 'balance',
          unit: 'eur',
          value: round2(balanceNow),
          change: change(balanceNow, total(w.from)),
        },
        figure('income', 'eur', income, w),
        { ...figure('expenses', 'eur', expenses, w), lowerIsBetter: true },
        figure('net', 'eur', net, w),
      ],
    };
  },
  async accounts({ now }, source): Promise<AccountsResponse> {
    return { accounts: balances(await ledgerOf(source, now), now) };
  },
  async cashflow({ now, window: w }, source): Promise<SeriesResponse> {
    const moves = (await ledgerOf(source, now)).filter((t) => external(t.category));
    const income = sumByBucket(
      w.buckets,
      moves.filter((t) => t.amount > 0).map((t) => ({ at: at(t.at), value: t.amount })),
    );
    const expenses = sumByBucket(
      w.buckets,
      moves.filter((t) => t.amount < 0).map((t) => ({ at: at(t.at), value: -t.amount })),
    );
    return {
      unit: w.unit,
      keys: w.buckets.map((b) => b.key),
      valueUnit: 'eur',
      series: { income, expenses, net: income.map((v, i) => round2(v - expenses[i]!)) },
    };
  },
  async receivables({ now }, source): Promise<ReceivablesResponse> {
    // The invoices' derived status decides (docs/product-rules.md#invoice-status): a pending one is
    // not yet due, an overdue one is aged by the days since its due date, as the invoice list says.
    const open = (await source.invoices(now)).filter(
      (i) => i.status === 'pending' || i.status === 'overdue',
    );
    const ids = ['current', '1-30', '31-60', '61-90', '90+'] as const;
    const age = (dueAt: string) => Math.round((Date.parse(calendarDay(now)) - Date.parse(dueAt)) / DAY);
    const bucketOf = (status: string, days: number) =>
      status === 'pending' ? 0 : days <= 30 ? 1 : days <= 60 ? 2 : days <= 90 ? 3 : 4;
    const buckets = ids.map((id) => ({ id, count: 0, amount: 0 }));
    for (const inv of open) {
      const b = buckets[bucketOf(inv.status, age(inv.dueAt))]!;
      b.count += 1;
      b.amount = round2(b.amount + inv.total);
    }
    return { buckets, total: round2(buckets.reduce((s, b) => s + b.amount, 0)) };
  },
  async transactions({ now, window: w, q, page, pageSize }, source): Promise<TransactionsResponse> {
    const needle = q.trim().toLowerCase();
    const list = (await ledgerOf(source, now)).filter(
      (t) =>
        at(t.at) >= w.from &&
        at(t.at) < w.to &&
        (!needle ||
          `${t.counterparty} ${t.description} ${t.category}`.toLowerCase().includes(needle)),
    );
    // A page past the last answers the last one (and says so), so a narrowed search never strands
    // the card on an empty page.
    const last = Math.max(1, Math.ceil(list.length / pageSize));
    const shown = Math.min(page, last);
    return {
      transactions: list.slice((shown - 1) * pageSize, shown * pageSize),
      total: list.length,
      page: shown,
      pageSize,
    };
  },
};
