// @vitest-environment node
// The invoice's tax line ("Tax (20%)", "TVA (20 %)"): the rate is written by the reader's language
// (src/lib/format.ts#formatPercent), never with a percent sign typed into the locale string.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import ar from '@/locales/ar/invoices.json';
import en from '@/locales/en/invoices.json';
import fr from '@/locales/fr/invoices.json';

const i18n = createInstance();
await i18n.init({
  resources: { en: { invoices: en }, fr: { invoices: fr }, ar: { invoices: ar } },
  ns: ['invoices'],
  interpolation: { escapeValue: false },
});
const taxLine = (rate: number, language: 'en' | 'fr' | 'ar') =>
  i18n.getFixedT(language, 'invoices')('totals.tax', { rate: formatPercent(rate, language) });

describe("the invoice's tax line", () => {
  it('is written the English way in English: no space before the sign', () => {
    expect(taxLine(20, 'en')).toBe('Tax (20%)');
    expect(taxLine(5.5, 'en')).toBe('Tax (5.5%)');
  });

  it('is written the French way in French: decimal comma, no-break space before the sign', () => {
    expect(taxLine(20, 'fr')).toMatch(/^TVA \(20[\u00a0\u202f]%\)$/);
    expect(taxLine(5.5, 'fr')).toMatch(/^TVA \(5,5[\u00a0\u202f]%\)$/);
  });

  it('takes its sign from the formatter in Arabic too, not from the locale string', () => {
    expect(ar.totals.tax).not.toMatch(/[%٪]/);
    expect(taxLine(20, 'ar').replace(/[\u061c\u200e\u200f]/g, '')).toMatch(
      /^الضريبة \((20%|٢٠٪)\)$/,
    );
  });
});
