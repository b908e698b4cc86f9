// The firm's bank ledger, derived from its records: paid invoices and completed orders come in,
// refunded orders go out again, and the running costs (payroll, rent, cloud, software, travel,
// VAT, a monthly transfer to the reserve) are booked every month with amounts derived from the
// month (deterministic, like the visit log). Balances are the opening balances plus the ledger.
// The same for the demo API and the server: each hands in its own invoices and orders. Other
// counterparties are companies, named as they are; the firm's own (its payroll, its accounts)
// carry `counterpartyKey`, so the app names them in the reader's language (docs/api/overview.md).
import type { Invoice } from '@/lib/api-contract/invoice';
import type { Order } from '@/lib/api-contract/order';
import type { BankAccount, BankTransaction } from '@/lib/api-contract/overview-pages';
import { DAY } from '@/lib/overview-range';

/** What the ledger reads of an invoice; `status` is the derived one (docs/product-rules.md#invoice-status). */
export type LedgerInvoice = Pick<Invoice, 'id' | 'number' | 'status' | 'issuedAt' | 'dueAt' | 'total'> & { to: Pick<Invoice['to'], 'name' | 'company'> };
/** What the ledger reads of an order. */
export type LedgerOrder = Pick<Order, 'id' | 'number' | 'status' | 'createdAt' | 'total'> & { billing: Pick<Order['billing'], 'name' | 'company'> };

export const OPERATING = 'operating';
export const RESERVE = 'reserve';
// The ledger starts with the seed's oldest records (a year back), so costs and income cover the same months.
const HISTORY_MONTHS = 12;

export const bankAccounts: (Omit<BankAccount, 'balance'> & { opening: number })[] = [
  {
    id: OPERATING,
    name: 'Operating account',
    iban: 'GB29 CORV 6016 1331 9268 19',
    opening: 240_000,
  },
  { id: RESERVE, name: 'Reserve account', iban: 'GB94 CORV 6016 1347 5521 08', opening: 120_000 },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967295;
}

type Cost = [
  category: BankTransaction['category'],
  day: number,
  counterparty: string,
  base: number,
  spread: number,
  every: number,
  counterpartyKey?: BankTransaction['counterpartyKey'],
];
const COSTS: Cost[] = [
  ['rent', 1, 'Finsbury Square Estates', 3_200, 0, 1],
  ['cloud', 5, 'Northwind Cloud', 1_200, 900, 1],
  ['tax', 7, 'HM Revenue & Customs (VAT)', 2_000, 1_500, 3],
  ['software', 10, 'Stackline Software', 450, 300, 1],
  ['travel', 15, 'Meridian Travel', 700, 1_800, 2],
  ['payroll', 25, 'Corvane payroll', 7_500, 2_000, 1, 'payroll'],
];

function monthlyCosts(now: number): BankTransaction[] {
  const list: BankTransaction[] = [];
  const end = new Date(now);
  for (let m = HISTORY_MONTHS - 1; m >= 0; m--) {
    const year = end.getUTCFullYear();
    const month = end.getUTCMonth() - m;
    const key = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    for (const [category, day, counterparty, base, spread, every, counterpartyKey] of COSTS) {
      const when = Date.UTC(year, month, day, 10);
      if (when > now || new Date(when).getUTCMonth() % every !== 0) continue;
      const amount = -Math.round(base + spread * hash(`${key}${category}`));
      list.push({
        id: `${category}-${key}`,
        at: new Date(when).toISOString(),
        description: key,
        counterparty,
        ...(counterpartyKey ? { counterpartyKey } : {}),
        category,
        accountId: OPERATING,
        amount,
      });
    }
    const transfer = Date.UTC(year, month, 28, 10);
    if (transfer <= now) {
      list.push({
        id: `transfer-out-${key}`,
        at: new Date(transfer).toISOString(),
        description: key,
        counterparty: 'Reserve account',
        counterpartyKey: RESERVE,
        category: 'transfer',
        accountId: OPERATING,
        amount: -2_500,
      });
      list.push({
        id: `transfer-in-${key}`,
        at: new Date(transfer).toISOString(),
        description: key,
        counterparty: 'Operating account',
        counterpartyKey: OPERATING,
        category: 'transfer',
        accountId: RESERVE,
        amount: 2_500,
      });
    }
  }
  return list;
}

/** Every transaction up to `now`, newest first (ties in the order the records are given). */
export function ledger(now: number, invoices: LedgerInvoice[], orders: LedgerOrder[]): BankTransaction[] {
  const list = monthlyCosts(now);
  for (const inv of invoices) {
    if (inv.status !== 'paid') continue;
    // Clients pay about 18 days after the invoice, or by today for the newest ones.
    const paid = Math.min(Date.parse(`${inv.issuedAt}T00:00:00Z`) + 18 * DAY + 11 * 3_600_000, now);
    list.push({
      id: `invoice-${inv.id}`,
      at: new Date(paid).toISOString(),
      description: inv.number,
      counterparty: inv.to.company || inv.to.name,
      category: 'invoice',
      accountId: OPERATING,
      amount: inv.total,
    });
  }
  for (const o of orders) {
    if (o.status !== 'completed' && o.status !== 'refunded') continue;
    const counterparty = o.billing.company || o.billing.name;
    list.push({
      id: `order-${o.id}`,
      at: o.createdAt,
      description: o.number,
      counterparty,
      category: 'order',
      accountId: OPERATING,
      amount: o.total,
    });
    if (o.status === 'refunded') {
      const back = Math.min(Date.parse(o.createdAt) + 3 * DAY, now);
      list.push({
        id: `refund-${o.id}`,
        at: new Date(back).toISOString(),
        description: o.number,
        counterparty,
        category: 'refund',
        accountId: OPERATING,
        amount: -o.total,
      });
    }
  }
  return list.filter((t) => Date.parse(t.at) <= now).sort((a, b) => b.at.localeCompare(a.at));
}

/** Balances at `at`: the opening balance plus everything booked until then. */
export function balances(list: BankTransaction[], at: number): BankAccount[] {
  return bankAccounts.map(({ opening, ...account }) => ({
    ...account,
    balance:
      Math.round(
        (opening +
          list
            .filter((t) => t.accountId === account.id && Date.parse(t.at) <= at)
            .reduce((s, t) => s + t.amount, 0)) *
          100,
      ) / 100,
  }));
}
