// @vitest-environment node
// Every string in every language (docs/product-rules.md#languages): each locale file has the same
// keys in en, fr and ar (plural forms as each language needs them), the same {{variables}}, and a
// French or Arabic text is never the English one left untranslated.
import { describe, expect, it } from 'vitest';
import { languages, type Language } from './i18n-languages';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** namespace → language → flattened key → text (arrays flattened by index: `items.0.q`). */
const locales = new Map<string, Partial<Record<Language, Map<string, string>>>>();
function flatten(value: unknown, prefix: string, into: Map<string, string>) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, String(value));
  }
}
for (const [path, json] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const entry = locales.get(namespace) ?? {};
  const keys = new Map<string, string>();
  flatten(json, '', keys);
  entry[language as Language] = keys;
  locales.set(namespace, entry);
}
const namespaces = [...locales.keys()].sort();
const translated = languages.filter((language) => language !== 'en');

// i18next's plural suffixes: `_zero` is its own (any language may write 0 apart), the others are
// Intl.PluralRules categories.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const pluralForm = (key: string) => PLURAL.exec(key)?.[1];
const categories = (language: Language) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

function keysOf(namespace: string, language: Language): Map<string, string> {
  return locales.get(namespace)?.[language] ?? new Map<string, string>();
}

/** `{{count}}`, `{{count, number}}` → `count`; a plural key's variables are those of all its forms. */
function variables(namespace: string, language: Language): Map<string, string> {
  const byBase = new Map<string, Set<string>>();
  for (const [key, text] of keysOf(namespace, language)) {
    const names = byBase.get(pluralBase(key)) ?? new Set<string>();
    for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) names.add(match[1] ?? '');
    byBase.set(pluralBase(key), names);
  }
  return new Map([...byBase].map(([base, names]) => [base, [...names].sort().join(', ')]));
}

// A French or Arabic text may equal the English one only when it is listed here (kept short on
// purpose: any other text equal to the English one is a string nobody translated) or when it has
// no letters outside its {{variables}} (a year, "{{field}} ({{language}})").
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Corvane', // the firm's name (docs/product-rules.md#brand)
  ...['CSV', 'Parquet', 'PDF'], // file formats
  ...['Snowflake', 'BigQuery', 'Databricks'], // cloud warehouses
  ...['Visa', 'Mastercard', 'American Express', 'Discover', 'Diners Club', 'JCB', 'UnionPay'], // card networks
  ...['LinkedIn', 'GitHub', 'X'], // social networks
  'name@company.com', // an email address as a placeholder
]);
// French only. Words French writes exactly as English does, where any rewording reads worse (plan
// and tier names are not among them: they are translated), and proper names in the Latin script.
const SAME_IN_FRENCH = new Set([
  ...['Actions', 'Client', 'Clients', 'Consultant', 'Date', 'Euro (EUR)', 'Menu', 'Minutes'],
  ...['Cyan', 'Orange'], // colour names
  ...['Paris', "48 rue de la Chaussée-d'Antin, 75009 Paris, France"], // the Paris office
]);
// People's names (quoted clients, the leadership team) are written alike in French.
const FRENCH_NAMES = [
  /^marketing:home\.testimonials\.items\.[^.]+\.name$/,
  /^marketing:about\.team\.members\.[^.]+\.name$/,
];

function mayEqualEnglish(language: Language, id: string, text: string): boolean {
  if (!/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''))) return true;
  if (SAME_IN_EVERY_LANGUAGE.has(text)) return true;
  return (
    language === 'fr' && (SAME_IN_FRENCH.has(text) || FRENCH_NAMES.some((name) => name.test(id)))
  );
}

describe('the locale files', () => {
  it('exist for every namespace in every language', () => {
    const missing = namespaces.flatMap((ns) =>
      languages.filter((l) => !locales.get(ns)?.[l]).map((l) => `${l}/${ns}.json`),
    );
    expect(missing).toEqual([]);
  });

  it('have the same keys in every language, plural forms aside', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const bases = new Map(
        languages.map((l) => [l, new Set([...keysOf(ns, l).keys()].map(pluralBase))]),
      );
      for (const language of languages) {
        for (const other of languages) {
          for (const base of bases.get(other) ?? []) {
            if (!bases.get(language)?.has(base))
              problems.push(`${language}/${ns}.json lacks ${base} (in ${other})`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give each plural the forms its language needs (Intl.PluralRules), and no others', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const english = [...keysOf(ns, 'en').keys()];
      const plurals = new Set(english.filter((key) => pluralForm(key)).map(pluralBase));
      for (const base of plurals) {
        // English writing 0 apart ("Cart, empty") asks the others to do so too.
        const zero = english.includes(`${base}_zero`) ? ['zero'] : [];
        for (const language of languages) {
          const keys = keysOf(ns, language);
          const forms = [...keys.keys()]
            .filter((key) => pluralBase(key) === base && pluralForm(key))
            .map(pluralForm);
          for (const form of [...categories(language), ...zero]) {
            if (!forms.includes(form))
              problems.push(`${language}/${ns}.json lacks ${base}_${form}`);
          }
          for (const form of forms) {
            if (form && form !== 'zero' && !categories(language).includes(form)) {
              problems.push(
                `${language}/${ns}.json has ${base}_${form}, a form ${language} never uses`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('use the same {{variables}} in every language', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const english = variables(ns, 'en');
      for (const language of translated) {
        for (const [base, names] of variables(ns, language)) {
          const expected = english.get(base);
          if (expected !== undefined && expected !== names) {
            problems.push(
              `${language}/${ns}.json ${base}: {${names}} where English has {${expected}}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('translate every English text into French and Arabic (brand and format names aside)', () => {
    const untranslated: string[] = [];
    for (const ns of namespaces) {
      const english = keysOf(ns, 'en');
      for (const language of translated) {
        for (const [key, text] of keysOf(ns, language)) {
          if (text === english.get(key) && !mayEqualEnglish(language, `${ns}:${key}`, text)) {
            untranslated.push(`${language}/${ns}.json ${key}: ${JSON.stringify(text)}`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keep the allow-list short: every entry is still needed', () => {
    const used = new Set<string>();
    for (const ns of namespaces) {
      const english = keysOf(ns, 'en');
      for (const language of translated) {
        for (const [key, text] of keysOf(ns, language))
          if (text === english.get(key)) used.add(text);
      }
    }
    const unused = [...SAME_IN_EVERY_LANGUAGE, ...SAME_IN_FRENCH].filter((text) => !used.has(text));
    expect(unused).toEqual([]);
  });
});
