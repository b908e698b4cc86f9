// Sizes and dates in the reader's language.
const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    // 'short' writes "62 byte" in English; narrow gives "62B" and stays short in every language.
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
