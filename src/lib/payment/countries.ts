// Billing countries for the payment forms: the shared country list (src/lib/catalog/countries),
// suggested ones first, named in the reader's language.
import { countriesForPicker, countryName, findCountry } from '@/lib/catalog/countries';

export function isBillingCountry(code: string): boolean {
  return Boolean(findCountry(code));
}

export function countryOptions(
  language: string,
): { code: string; name: string; suggested: boolean }[] {
  const all = countriesForPicker().map((c) => ({
    code: c.code,
    name: countryName(c.code, language),
    suggested: Boolean(c.suggested),
  }));
  const suggested = all
    .filter((c) => c.suggested)
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const rest = all
    .filter((c) => !c.suggested)
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [...suggested, ...rest];
}
