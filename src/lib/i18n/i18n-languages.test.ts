// @vitest-environment node
// The start-up language: the stored choice first, then the browser's languages, then English.
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n-languages';

describe('detectLanguage', () => {
  it('keeps a stored supported language, whatever the browser says', () => {
    expect(detectLanguage('ar', ['fr-FR', 'en'])).toBe('ar');
    expect(detectLanguage('fr-CA', ['en'])).toBe('fr');
  });

  it('takes the first supported browser language when nothing usable is stored', () => {
    expect(detectLanguage(null, ['de-DE', 'fr-BE', 'en'])).toBe('fr');
    expect(detectLanguage('xx', ['AR-EG'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(detectLanguage(undefined, ['de', 'ja-JP'])).toBe('en');
    expect(detectLanguage('', undefined)).toBe('en');
  });
});
