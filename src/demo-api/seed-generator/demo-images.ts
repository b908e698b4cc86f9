// The demo's pictures (docs/look-and-feel.md#demo-images): post covers, product covers and
// screenshots, tour pictures. Each is a small SVG drawn here from its name alone, in the brand's
// preset colours (src/theme/presets.ts), and written to public/images/demo/ by `npm run seed`;
// the seed holds only their URLs. No remote image, nothing in a script bundle.
import { presets } from '@/theme/presets';

export type DemoImageKind = 'post' | 'product' | 'tour';

/**
 * The URL of a demo picture: `n` (the record's place in its seed) picks the palette and the motif,
 * so neighbours never look alike; `key` is a slug (`market-pulse`, `market-pulse-screen-2`).
 */
export function demoImage(kind: DemoImageKind, n: number, key: string): string {
  return `/images/demo/${kind}/${n}-${key}.svg`;
}

// ---- A small seeded random source, so a name always draws the same picture. -------------------

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}
type Random = ReturnType<typeof random>;

const W = 640;
const H = 360;
const r1 = (n: number) => Math.round(n * 10) / 10;

// Pairs of presets that sit well together: the first gives the ground, the second the accents.
const PALETTES = (
  [
    ['default', 'cyan'],
    ['cyan', 'default'],
    ['blue', 'cyan'],
    ['purple', 'blue'],
    ['default', 'orange'],
    ['blue', 'purple'],
    ['orange', 'red'],
    ['cyan', 'purple'],
    ['red', 'orange'],
    ['purple', 'default'],
  ] as const
).map(([a, b]) => ({ ground: presets[a], accent: presets[b] }));

function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A wandering line across the width, as points. */
function series(rnd: Random, count: number, top: number, bottom: number): [number, number][] {
  let y = rnd.int(top, bottom);
  return Array.from({ length: count }, (_, i) => {
    y = Math.min(bottom, Math.max(top, y + rnd.int(-40, 40)));
    return [r1((i * W) / (count - 1)), y];
  });
}
const path = (points: [number, number][]) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');

// ---- Post covers: abstract pictures, one motif each, in one of the palettes. --------------------

const MOTIFS: ((rnd: Random, ground: string, accent: string) => string)[] = [
  // Rising area and line.
  (rnd, _g, accent) => {
    const points = series(rnd, rnd.int(7, 11), 110, 290);
    return `<path d="${path(points)}L${W} ${H}L0 ${H}Z" fill="${accent}" fill-opacity=".35"/><path d="${path(points)}" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>${points
      .filter((_, i) => i % 2)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#fff"/>`)
      .join('')}`;
  },
  // Bars.
  (rnd, _g, accent) => {
    const n = rnd.int(6, 10);
    const w = W / (n * 1.6);
    return Array.from({ length: n }, (_, i) => {
      const h = rnd.int(60, 250);
      return `<rect x="${r1(w * 0.6 + i * w * 1.6)}" y="${H - 40 - h}" width="${r1(w)}" height="${h}" rx="6" fill="${i % 3 ? '#fff' : accent}" fill-opacity="${i % 3 ? 0.8 : 1}"/>`;
    }).join('');
  },
  // A network of nodes.
  (rnd, _g, accent) => {
    const nodes = Array.from({ length: rnd.int(8, 12) }, () => [rnd.int(40, W - 40), rnd.int(40, H - 40)] as const);
    const lines = nodes
      .map(([x, y], i) => {
        const [x2, y2] = nodes[(i + rnd.int(1, 3)) % nodes.length]!;
        return `<path d="M${x} ${y}L${x2} ${y2}"/>`;
      })
      .join('');
    return `<g stroke="#fff" stroke-opacity=".6" stroke-width="2">${lines}</g>${nodes
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 4 ? 9 : 18}" fill="${i % 4 ? '#fff' : accent}"/>`)
      .join('')}`;
  },
  // Overlapping circles.
  (rnd, _g, accent) =>
    Array.from({ length: rnd.int(4, 7) }, (_, i) => {
      const r = rnd.int(50, 150);
      return `<circle cx="${rnd.int(0, W)}" cy="${rnd.int(0, H)}" r="${r}" fill="${i % 2 ? '#fff' : accent}" fill-opacity="${i % 2 ? 0.25 : 0.55}"/>`;
    }).join(''),
  // A grid of tiles, some lit.
  (rnd, _g, accent) => {
    const size = rnd.pick([40, 48, 60]);
    let out = '';
    for (let y = 20; y < H - size; y += size + 8)
      for (let x = 20; x < W - size; x += size + 8) {
        const v = rnd.next();
        if (v > 0.35) out += `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="8" fill="${v > 0.85 ? accent : '#fff'}" fill-opacity="${v > 0.85 ? 1 : r1(v * 0.5)}"/>`;
      }
    return out;
  },
  // Flowing waves.
  (rnd, _g, accent) =>
    Array.from({ length: 4 }, (_, i) => {
      const y = 120 + i * 55;
      const a = rnd.int(20, 60);
      return `<path d="M0 ${y}C${W / 3} ${y - a} ${(2 * W) / 3} ${y + a} ${W} ${y}L${W} ${H}L0 ${H}Z" fill="${i % 2 ? accent : '#fff'}" fill-opacity="${0.15 + i * 0.1}"/>`;
    }).join(''),
];

function postCover(n: number, key: string): string {
  const rnd = random(hash(`post:${key}`));
  // 10 palettes and 6 motifs: the first 30 posts each get a pair of their own.
  const { ground, accent } = PALETTES[n % PALETTES.length]!;
  const motif = MOTIFS[n % MOTIFS.length]!;
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${motif(rnd, ground.main, accent.light)}`,
    gradient('g', ground.darker, ground.main),
  );
}

// ---- Product covers and screenshots: a brand tile, then the product's screens. ------------------

function productCover(n: number, key: string): string {
  const rnd = random(hash(`product:${key}`));
  const { ground, accent } = PALETTES[n % PALETTES.length]!;
  const rings = Array.from({ length: 5 }, (_, i) => `<circle cx="${W - 120}" cy="${H / 2}" r="${40 + i * 38}" fill="none" stroke="#fff" stroke-opacity="${r1(0.5 - i * 0.08)}" stroke-width="3"/>`).join('');
  const points = series(rnd, 9, 180, 300);
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${rings}<path d="${path(points)}" fill="none" stroke="${accent.light}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><rect x="48" y="56" width="${rnd.int(160, 260)}" height="22" rx="11" fill="#fff"/><rect x="48" y="92" width="${rnd.int(100, 180)}" height="14" rx="7" fill="#fff" fill-opacity=".6"/>`,
    gradient('g', ground.main, ground.darker),
  );
}

/** A screen of the product's app: a window with figures and a chart, a table, or a heat map. */
function productScreen(p: number, key: string, n: number): string {
  const rnd = random(hash(`screen:${key}`));
  const { ground, accent } = PALETTES[p % PALETTES.length]!;
  const frame = `<rect width="${W}" height="${H}" fill="#F1F5F9"/><rect x="20" y="20" width="${W - 40}" height="${H - 40}" rx="12" fill="#fff" stroke="#CBD5E1"/><path d="M20 32a12 12 0 0 1 12-12h${W - 64}a12 12 0 0 1 12 12v16H20Z" fill="${ground.dark}"/>${[0, 1, 2].map((i) => `<circle cx="${40 + i * 16}" cy="34" r="4" fill="#fff" fill-opacity=".7"/>`).join('')}`;
  let inner = '';
  if (n === 1) {
    inner += [0, 1, 2].map((i) => `<rect x="${40 + i * 190}" y="70" width="170" height="64" rx="8" fill="${ground.lighter}"/><rect x="${56 + i * 190}" y="86" width="${rnd.int(50, 90)}" height="8" rx="4" fill="#64748B"/><rect x="${56 + i * 190}" y="104" width="${rnd.int(60, 110)}" height="16" rx="4" fill="${ground.dark}"/>`).join('');
    const points = series(rnd, 12, 170, 300).map(([x, y]) => [r1(40 + (x * (W - 80)) / W), y] as [number, number]);
    inner += `<path d="${path(points)}L${W - 40} 310L40 310Z" fill="${accent.light}" fill-opacity=".35"/><path d="${path(points)}" fill="none" stroke="${ground.main}" stroke-width="3"/>`;
  } else if (n === 2) {
    for (let row = 0; row < 7; row++) {
      const y = 74 + row * 36;
      inner += `<rect x="40" y="${y}" width="${W - 80}" height="28" rx="4" fill="${row === 0 ? ground.lighter : row % 2 ? '#fff' : '#F8FAFC'}"/>`;
      inner += [0, 1, 2, 3].map((c) => `<rect x="${56 + c * 140}" y="${y + 10}" width="${row === 0 ? 70 : rnd.int(40, 110)}" height="8" rx="4" fill="${row === 0 ? ground.dark : c === 3 ? accent.main : '#94A3B8'}"/>`).join('');
    }
  } else {
    // A heat map: its cells grouped by shade, so the file stays small.
    const cols = 14;
    const rows = 6;
    const cw = (W - 80) / cols;
    const ch = (H - 120) / rows;
    const shades = [ground.lighter, ground.light, ground.main].map((fill) => ({ fill, cells: '' }));
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++)
        shades[Math.floor(rnd.next() * 3)]!.cells += `<rect x="${r1(42 + x * cw)}" y="${r1(74 + y * ch)}" width="${r1(cw - 4)}" height="${r1(ch - 4)}" rx="3"/>`;
    inner += shades.map(({ fill, cells }) => `<g fill="${fill}">${cells}</g>`).join('');
  }
  return svg(frame + inner);
}

// ---- Tour pictures: a city at dusk, its skyline drawn from its name. ----------------------------

function tourPicture(n: number, key: string): string {
  const rnd = random(hash(`tour:${key}`));
  // `<city>-<run>`: the second run of a tour is drawn at night.
  const city = key.replace(/-\d+$/, '');
  const night = key.endsWith('-2');
  const { ground, accent } = PALETTES[n % PALETTES.length]!;
  const sun = `<circle cx="${rnd.int(120, W - 120)}" cy="${rnd.int(90, 150)}" r="${night ? rnd.int(18, 26) : rnd.int(34, 56)}" fill="${night ? "#F8FAFC" : accent.lighter}" fill-opacity=".9"/>`;
  const skyline = (base: number, min: number, max: number, fill: string, opacity: number) => {
    let x = -10;
    let d = `M0 ${base}`;
    const cityRnd = random(hash(`${city}:${base}`));
    while (x < W) {
      const w = cityRnd.int(24, 64);
      const h = cityRnd.int(min, max);
      d += `L${x} ${base - h}L${x + w} ${base - h}`;
      x += w + cityRnd.int(0, 8);
    }
    return `<path d="${d}L${W} ${base}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  };
  // Lights and stars share their fill (one group each), so the file stays small.
  const stars = night
    ? `<g fill="#fff" fill-opacity=".8">${Array.from({ length: 20 }, () => `<circle cx="${rnd.int(0, W)}" cy="${rnd.int(0, 200)}" r="${rnd.pick([1, 1.5, 2])}"/>`).join('')}</g>`
    : '';
  const windows = `<g fill="${accent.lighter}" fill-opacity=".8">${Array.from({ length: rnd.int(night ? 30 : 12, night ? 40 : 20) }, () => `<rect x="${rnd.int(10, W - 20)}" y="${rnd.int(250, 290)}" width="5" height="7"/>`).join('')}</g>`;
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>${stars}${sun}${skyline(300, 60, 170, ground.dark, 0.7)}${skyline(300, 20, 110, ground.darker, 1)}${windows}<rect y="300" width="${W}" height="60" fill="${ground.darker}"/><path d="M0 318H${W}M60 334H${W - 80}M140 348H${W - 200}" stroke="${accent.light}" stroke-opacity=".35" stroke-width="2"/>`,
    night ? gradient('s', ground.darker, ground.main, true) : gradient('s', ground.light, accent.lighter, true),
  );
}

/** The SVG text behind a demo picture's URL. */
export function drawDemoImage(url: string): string {
  const match = /^\/images\/demo\/(post|product|tour)\/(\d+)-([a-z0-9-]+)\.svg$/.exec(url);
  if (!match) throw new Error(`Not a demo picture: ${url}`);
  const [, kind, number, key] = match as unknown as [string, DemoImageKind, string, string];
  const n = Number(number);
  if (kind === 'post') return postCover(n, key);
  if (kind === 'tour') return tourPicture(n, key);
  const screen = /-screen-(\d)$/.exec(key);
  return screen ? productScreen(n, key, Number(screen[1])) : productCover(n, key);
}

/** Every demo picture a seed refers to, found by walking its records. */
export function demoImageUrls(seed: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.startsWith('/images/demo/')) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(seed);
  return [...found].sort();
}
