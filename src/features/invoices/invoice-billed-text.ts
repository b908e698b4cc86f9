// An invoice as the reader reads it: the lines and notes the seed wrote in the reader's language
// (src/lib/catalog/billed-services.ts), what a person typed as typed. For the page and the PDF.
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@/lib/api-contract/invoice';
import { billedText } from '@/lib/catalog/billed-services';

/** `invoice` with its seeded texts translated by `t` (the `invoices` namespace of one language). */
export function invoiceInLanguage(invoice: Invoice, t: (key: string) => string): Invoice {
  const text = (value: string) => billedText(value, t);
  return {
    ...invoice,
    lines: invoice.lines.map((line) => ({ ...line, title: text(line.title), description: text(line.description) })),
    notes: text(invoice.notes),
  };
}

export function useInvoiceInLanguage(invoice: Invoice): Invoice {
  const { t } = useTranslation('invoices');
  return invoiceInLanguage(invoice, (key) => t(key as never));
}
