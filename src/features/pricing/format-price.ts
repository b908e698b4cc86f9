// Whole-euro prices in the reader's language ("€4,900", "4 900 €", "٤٬٩٠٠ €").
export function formatPrice(amount: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
