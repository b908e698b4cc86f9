// Number formats of the overview, in the reader's language.
export function formatEuros(value: number, language: string) {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);
}

export function formatNumber(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value);
}

export function formatPercent(value: number, language: string) {
  return (
    new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
      value,
    ) + '%'
  );
}

export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatMonth(month: string, language: string) {
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
