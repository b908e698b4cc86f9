// What Corvane bills on its invoices, as the seed writes it (in English, in the record) and the key
// that names it in the reader's language (`invoices:billed.*`). A record keeps the text it was
// written with, so a line a person typed shows as typed; a text the seed wrote is shown translated.
import type { InvoiceServiceLine } from '@/lib/api-contract/invoice';
import type { Tier } from './catalog-terms';

export interface BilledService {
  key: string;
  title: string;
  description: string;
  price: number;
  line: InvoiceServiceLine;
}

export const billedServices: readonly BilledService[] = [
  { key: 'advisorySprint', title: 'Advisory sprint', description: 'Data strategy sprint, fixed price', price: 18_500, line: 'strategy' },
  { key: 'embeddedTeam', title: 'Embedded team', description: 'Two data engineers and an analyst, one month', price: 42_000, line: 'engineering' },
  { key: 'managedAnalytics', title: 'Managed analytics', description: 'Monthly service fee', price: 9_800, line: 'analytics' },
  { key: 'training', title: 'Training', description: 'Analytics academy, two-day course, per seat', price: 1_150, line: 'training' },
  { key: 'mlReview', title: 'Machine learning review', description: 'Model audit and production checklist', price: 7_400, line: 'ml' },
  { key: 'governanceReview', title: 'Governance review', description: 'Data protection and access controls audit', price: 12_600, line: 'governance' },
];

/** The description of a data-product subscription line. */
export const SUBSCRIPTION_DESCRIPTION = 'Data product subscription, one month';

/** The note the seed's invoices carry. */
export const STANDARD_INVOICE_NOTES = 'Payment by bank transfer within 30 days. Thank you for working with Corvane.';

/** A tier as an order item's or invoice line's name writes it: "Market Pulse — Starter". */
export const TIER_TITLES: Record<Tier, string> = { starter: 'Starter', team: 'Team', enterprise: 'Enterprise' };

/** A data product's tier as a line names it. */
export function tierLineTitle(productName: string, tier: Tier): string {
  return `${productName} — ${TIER_TITLES[tier]}`;
}

const textKeys = new Map<string, string>([
  ...billedServices.flatMap((s): [string, string][] => [
    [s.title, `billed.${s.key}.title`],
    [s.description, `billed.${s.key}.description`],
  ]),
  [SUBSCRIPTION_DESCRIPTION, 'billed.subscription'],
  [STANDARD_INVOICE_NOTES, 'billed.notes'],
]);

const TIER_LINE = /^(.+) — (Starter|Team|Enterprise)$/;

/** "<product> — <tier>" with its tier named by `tierLabel` (an order item's name); other text as written. */
export function tierLineText(text: string, tierLabel: (tier: Tier) => string): string {
  const match = TIER_LINE.exec(text);
  return match ? `${match[1]} — ${tierLabel(match[2]!.toLowerCase() as Tier)}` : text;
}

/**
 * `text` in the reader's language when it is one the seed writes (`translate` gets its key in the
 * `invoices` namespace), as written otherwise; "<product> — <tier>" gets its tier translated.
 */
export function billedText(text: string, translate: (key: string) => string): string {
  const key = textKeys.get(text.trim());
  if (key) return translate(key);
  return tierLineText(text, (tier) => translate(`billed.tier.${tier}`));
}
