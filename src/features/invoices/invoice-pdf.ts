// "Download PDF": the invoice drawn with jsPDF in the browser. jsPDF is loaded by a dynamic import
// when the button is pressed, never with the page. Its standard fonts are Latin only, so the PDF
// is written in French for French readers and in English otherwise (Arabic included).
import type { jsPDF } from 'jspdf';
import type { Invoice, InvoiceParty } from '@/lib/api-contract/invoice';
import { formatDay, formatNumber, formatPercent } from '@/lib/format';
import { formatMoney } from '@/lib/money';

export type PdfLanguage = 'en' | 'fr';

/** The PDF's words, already translated into `language`. */
export interface InvoicePdfLabels {
  invoice: string;
  from: string;
  to: string;
  issuedAt: string;
  dueAt: string;
  status: string;
  /** The invoice's own status, translated. */
  statusName: string;
  service: string;
  quantity: string;
  price: string;
  lineTotal: string;
  subtotal: string;
  discount: string;
  tax: string;
  shipping: string;
  total: string;
  notes: string;
}

/** Spaces the standard PDF fonts lack (French thousands separators) become plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

export function drawInvoicePdf(
  JsPdf: typeof jsPDF,
  invoice: Invoice,
  labels: InvoicePdfLabels,
  language: PdfLanguage,
  { compress = true }: { compress?: boolean } = {},
): jsPDF {
  const doc = new JsPdf({ unit: 'pt', format: 'a4', compress });
  const money = (euros: number) => plain(formatMoney(euros, language, { fractionDigits: 2 }));
  const day = (iso: string) => plain(formatDay(iso, language));


  const left = 48;
  const right = doc.internal.pageSize.getWidth() - 48;
  let y = 64;

  doc.setFont('helvetica', 'bold').setFontSize(20).text(plain(`${labels.invoice} ${invoice.number}`), left, y);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  doc.text(plain(`${labels.issuedAt}: ${day(invoice.issuedAt)}`), right, y - 12, { align: 'right' });
  doc.text(plain(`${labels.dueAt}: ${day(invoice.dueAt)}`), right, y + 2, { align: 'right' });
  doc.text(plain(`${labels.status}: ${labels.statusName}`), right, y + 16, { align: 'right' });

  const party = (title: string, p: InvoiceParty, x: number) => {
    let py = y + 48;
    doc.setFont('helvetica', 'bold').setFontSize(9).text(plain(title.toUpperCase()), x, py);
    doc.setFontSize(11).text(plain(p.name), x, (py += 16));
    doc.setFont('helvetica', 'normal').setFontSize(9);
    for (const line of [p.company, ...doc.splitTextToSize(plain(p.address), 220), p.email, p.phone].filter(Boolean))
      doc.text(plain(String(line)), x, (py += 13));
    return py;
  };
  y = Math.max(party(labels.from, invoice.from, left), party(labels.to, invoice.to, left + 260)) + 32;

  const cols = { qty: right - 190, price: right - 100, total: right };
  doc.setFont('helvetica', 'bold').setFontSize(9);
  doc.text(plain(labels.service), left, y);
  doc.text(plain(labels.quantity), cols.qty, y, { align: 'right' });
  doc.text(plain(labels.price), cols.price, y, { align: 'right' });
  doc.text(plain(labels.lineTotal), cols.total, y, { align: 'right' });
  doc.line(left, y + 6, right, y + 6);
  y += 22;
  doc.setFont('helvetica', 'normal');
  for (const line of invoice.lines) {
    if (y > 720) {
      doc.addPage();
      y = 64;
    }
    doc.setFont('helvetica', 'bold').text(plain(line.title), left, y);
    doc.setFont('helvetica', 'normal');
    doc.text(plain(formatNumber(line.quantity, language)), cols.qty, y, { align: 'right' });
    doc.text(money(line.price), cols.price, y, { align: 'right' });
    doc.text(money(line.total), cols.total, y, { align: 'right' });
    if (line.description) {
      doc.setTextColor(110).text(doc.splitTextToSize(plain(line.description), 300), left, (y += 12));
      doc.setTextColor(0);
    }
    y += 20;
  }
  doc.line(left, y - 8, right, y - 8);

  const figure = (label: string, value: string, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(bold ? 12 : 10);
    doc.text(plain(label), right - 200, (y += bold ? 22 : 16));
    doc.text(value, right, y, { align: 'right' });
  };
  figure(labels.subtotal, money(invoice.subtotal));
  figure(labels.discount, money(-invoice.discount));
  figure(`${labels.tax} (${plain(formatPercent(invoice.taxRate, language))})`, money(invoice.tax));
  figure(labels.shipping, money(invoice.shipping));
  figure(labels.total, money(invoice.total), true);

  if (invoice.notes) {
    y += 40;
    doc.setFont('helvetica', 'bold').setFontSize(9).text(plain(labels.notes), left, y);
    doc.setFont('helvetica', 'normal').text(doc.splitTextToSize(plain(invoice.notes), right - left), left, y + 14);
  }
  return doc;
}

/** Loads jsPDF (its own chunk), draws the invoice and saves `INV-2026-0401.pdf`. */
export async function downloadInvoicePdf(invoice: Invoice, labels: InvoicePdfLabels, language: PdfLanguage) {
  const { jsPDF: JsPdf } = await import('jspdf');
  drawInvoicePdf(JsPdf, invoice, labels, language).save(`${invoice.number}.pdf`);
}
