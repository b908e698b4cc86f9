// @vitest-environment node
// The PDF holds what a client needs: the invoice number, the client's name and the total. Drawn
// without compression so its text operators can be read back from the file itself.
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { seedInvoices } from '@/lib/seed/invoice';
import en from '@/locales/en/invoices.json';
import enCommon from '@/locales/en/common.json';
import frCommon from '@/locales/fr/common.json';
import fr from '@/locales/fr/invoices.json';
import { drawInvoicePdf, type InvoicePdfLabels } from './invoice-pdf';

/**
 * Every string shown by a text operator (`(…) Tj`) of an uncompressed PDF, decoded from the
 * standard fonts' WinAnsiEncoding (where byte 0x80 is the euro sign).
 */
function pdfText(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) =>
    m[1]!.replace(/\\(.)/g, '$1').replace(/\x80/g, '€'),
  );
}

function labelsOf(locale: typeof en, common: typeof enCommon): InvoicePdfLabels {
  return {
    invoice: locale.detail.invoice,
    from: locale.field.from,
    to: locale.field.to,
    issuedAt: locale.field.issuedAt,
    dueAt: locale.field.dueAt,
    status: locale.field.status,
    statusName: common.recordStatus.invoice.paid,
    service: locale.field.service,
    quantity: locale.field.quantity,
    price: locale.field.price,
    lineTotal: locale.field.lineTotal,
    subtotal: locale.totals.subtotal,
    discount: locale.totals.discount,
    tax: locale.totals.taxShort,
    shipping: locale.totals.shipping,
    total: locale.totals.total,
    notes: locale.field.notes,
  };
}

const invoice = (await seedInvoices())[0]!;

describe('invoice PDF', () => {
  it('holds the invoice number, the client and the total', () => {
    const text = pdfText(drawInvoicePdf(jsPDF, invoice, labelsOf(en, enCommon), 'en', { compress: false }).output());
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain(invoice.to.name);
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(invoice.total);
    expect(text).toContain('Total');
    expect(text).toContain(total);
    expect(text).toContain(`Tax (${new Intl.NumberFormat('en').format(invoice.taxRate)}%)`);
  });

  it('is written in French for French readers, with plain spaces in amounts', () => {
    const text = pdfText(drawInvoicePdf(jsPDF, invoice, labelsOf(fr, frCommon), 'fr', { compress: false }).output());
    expect(text).toContain(`Facture ${invoice.number}`);
    const total = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
      .format(invoice.total)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(total);
    expect(text).toContain(`TVA (${new Intl.NumberFormat('fr').format(invoice.taxRate)} %)`);
  });
});
