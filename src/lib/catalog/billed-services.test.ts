// @vitest-environment node
// The seed's invoice texts and cities read in the reader's language; what a person typed stays as typed.
import { describe, expect, it } from 'vitest';
import { seedInvoices } from '@/lib/seed/invoice';
import ar from '@/locales/ar/invoices.json';
import fr from '@/locales/fr/invoices.json';
import { billedText } from './billed-services';
import { cityName, placeName } from './place-names';

const lookup = (messages: object) => (key: string) => {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`No ${key}`);
  return value;
};

describe('billed texts', () => {
  it('translates every line and note of the seed into French and Arabic', async () => {
    const texts = (await seedInvoices()).flatMap((i) => [i.notes, ...i.lines.flatMap((l) => [l.title, l.description])]);
    for (const text of new Set(texts)) {
      expect(billedText(text, lookup(fr)), text).not.toBe(text);
      const arabic = billedText(text, lookup(ar));
      expect(arabic, text).toMatch(/[\u0600-\u06ff]/);
      // Latin letters only in names: the firm's and a data product's ("Price Lens — الفريق").
      expect(arabic.replace('Corvane', '').replace(/^.+ — /, ''), text).not.toMatch(/[a-z]/i);
    }
    expect(billedText('Managed analytics', lookup(fr))).toBe('Analytique managée');
    expect(billedText('Price Lens — Starter', lookup(fr))).toBe('Price Lens — Essentiel');
  });

  it('leaves a text a person wrote as written', () => {
    expect(billedText('Workshop in Lyon, two days', lookup(fr))).toBe('Workshop in Lyon, two days');
  });
});

describe('place names', () => {
  it("writes the seed's cities in the reader's script, beside the country", () => {
    expect(placeName('Dubai', 'AE', 'ar')).toBe('دبي، الإمارات العربية المتحدة');
    expect(cityName('London', 'fr')).toBe('Londres');
    expect(cityName('London', 'en')).toBe('London');
    expect(cityName('Springfield', 'ar')).toBe('Springfield');
  });
});
