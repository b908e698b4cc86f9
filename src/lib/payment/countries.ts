// Billing countries offered by the payment forms (ISO 3166-1 alpha-2); names come from
// Intl.DisplayNames in the reader's language.
export const countryCodes = [
  'AE', 'AT', 'AU', 'BE', 'BH', 'CA', 'CH', 'CZ', 'DE', 'DK', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR',
  'IE', 'IN', 'IT', 'JO', 'JP', 'KW', 'LB', 'LU', 'MA', 'NL', 'NO', 'OM', 'PL', 'PT', 'QA', 'SA',
  'SE', 'SG', 'TN', 'US',
] as const;

export type CountryCode = (typeof countryCodes)[number];

/** The countries sorted by their name in `language`. */
export function countryOptions(language: string): { code: CountryCode; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return countryCodes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
