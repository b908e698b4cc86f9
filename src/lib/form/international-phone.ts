// Reads a pasted international number (`+1 415 555 0100`, `0044 20 7946 0958`) as a dialling code
// and a national number, so a phone field can set its country from it instead of refusing the `+`.
import { countries, type Country } from '@/lib/catalog/countries';

/** The country a code shared by several countries means unless the field already shows one of them. */
const preferred: Record<string, string> = { '1': 'US', '7': 'RU', '44': 'GB', '61': 'AU', '47': 'NO', '262': 'RE', '590': 'GP', '599': 'CW' };

export interface InternationalPhone {
  /** ISO code of the country whose dialling code the number starts with. */
  country: string;
  /** The rest of the number, as typed (spaces kept), without leading separators. */
  national: string;
}

const digitsOf = (country: Country) => country.phone.replace(/\D/g, '');

/**
 * The country and national number of `text` when it starts with `+` or `00`; null otherwise (a
 * national number is left to the field as it is). `current` (the field's country) wins a shared code.
 */
export function parseInternationalPhone(text: string, current?: string): InternationalPhone | null {
  const trimmed = text.trim();
  const prefix = trimmed.startsWith('+') ? 1 : trimmed.startsWith('00') ? 2 : 0;
  if (!prefix) return null;
  const rest = trimmed.slice(prefix);
  const digits = rest.replace(/\D/g, '');
  let best: Country[] = [];
  let bestLength = 0;
  for (const country of countries) {
    const code = digitsOf(country);
    if (!code || !digits.startsWith(code) || code.length < bestLength) continue;
    if (code.length > bestLength) best = [];
    best.push(country);
    bestLength = code.length;
  }
  if (best.length === 0) return null;
  const code = digitsOf(best[0]!);
  const chosen =
    best.find((c) => c.code === current) ??
    best.find((c) => c.code === preferred[code]) ??
    best[0]!;
  // Skip the code's digits in the original text, keeping the national part's own spacing.
  let seen = 0;
  let index = 0;
  while (index < rest.length && seen < bestLength) {
    if (/\d/.test(rest[index]!)) seen += 1;
    index += 1;
  }
  const national = rest.slice(index).replace(/^[\s().-]+/, '').trim();
  return { country: chosen.code, national };
}
