// The print stylesheet of the invoice page: only the invoice (data-invoice-document) is printed,
// without the dashboard's navigation, header, actions or card shadow.
const printCss = `
@media print {
  body * { visibility: hidden !important; }
  [data-invoice-document], [data-invoice-document] * { visibility: visible !important; }
  [data-invoice-document] {
    position: absolute !important;
    inset-inline-start: 0 !important;
    top: 0 !important;
    width: 100% !important;
    box-shadow: none !important;
    border: none !important;
  }
  @page { margin: 16mm; }
}
`;

export function InvoicePrintStyle() {
  return <style>{printCss}</style>;
}
