import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The prerendered pages preload only the core faces (scripts/subset-fonts.mjs): a character of the
// English or French texts missing from them would fetch the whole latin file on top.
const css = readFileSync(join(__dirname, 'font-files/fonts.css'), 'utf8');
const faces = [...css.matchAll(/src: url\(\.\/poppins-(\d+)-(core|latin)\.woff2\)[^;]*;\s*unicode-range: ([^;]+);/g)].map((m) => ({
  weight: Number(m[1]),
  kind: m[2],
  ranges: (m[3] ?? '').split(', ').map((r) => r.replace('U+', '').split('-').map((h) => parseInt(h, 16))).map(([from, to = from]) => [from, to]),
}));
type Range = (number | undefined)[];
const covers = (ranges: Range[], cp: number) => ranges.some(([from = 0, to = 0]) => cp >= from && cp <= to);

describe('the Poppins core faces', () => {
  it('exist for each weight the theme uses, beside a latin face that does not overlap them', () => {
    const weights = [...new Set(faces.map((f) => f.weight))];
    expect(weights).toEqual([400, 500, 600, 700]);
    for (const weight of weights) {
      const core = faces.find((f) => f.weight === weight && f.kind === 'core');
      const latin = faces.find((f) => f.weight === weight && f.kind === 'latin');
      expect(core && latin).toBeTruthy();
      for (const [from = 0, to = 0] of core?.ranges ?? []) for (let cp = from; cp <= to; cp++) expect(covers(latin?.ranges ?? [], cp)).toBe(false);
    }
  });

  it('hold every letter and sign of the English and French texts (run `npm run fonts` after adding one)', () => {
    const core = faces.find((f) => f.kind === 'core')?.ranges ?? [];
    const latin = faces.find((f) => f.kind === 'latin')?.ranges ?? [];
    const missing = new Set<string>();
    for (const lang of ['en', 'fr']) {
      const folder = join(__dirname, '../locales', lang);
      for (const file of readdirSync(folder)) {
        for (const c of readFileSync(join(folder, file), 'utf8')) {
          const cp = c.codePointAt(0) ?? 0;
          // Characters outside Poppins' latin file come from the fallback fonts either way.
          if (covers(latin, cp) && !covers(core, cp)) missing.add(c);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
