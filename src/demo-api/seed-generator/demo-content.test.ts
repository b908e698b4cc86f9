// @vitest-environment node
// The demo content looks real (docs/look-and-feel.md#demo-images): each post has a cover of its
// own and a body that does not repeat its summary; each product a cover and screenshots; each tour
// a picture; every picture the seed names is committed under public/ as the generator draws it,
// small, and with no remote reference.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedPosts } from '@/lib/seed/post';
import { seedProducts } from '@/lib/seed/product';
import { seedTours } from '@/lib/seed/tour';
import { demoImageUrls, drawDemoImage } from './demo-images';
import { generateSeedData } from './index';

const posts = await seedPosts();
const products = await seedProducts();
const tours = await seedTours();
const committed = (url: string) => readFileSync(join(process.cwd(), 'public', url), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('demo pictures', () => {
  it('gives each post a cover of its own, different in URL and in picture', () => {
    const covers = posts.map((p) => p.coverUrl);
    expect(covers.every((c) => c?.startsWith('/images/demo/post/'))).toBe(true);
    expect(new Set(covers).size).toBe(posts.length);
    expect(new Set(covers.map((c) => committed(c!))).size).toBe(posts.length);
  });

  it('gives each product a cover and 2 to 3 screenshots, and each tour a picture', () => {
    for (const p of products) {
      expect(p.cover).toMatch(/^\/images\/demo\/product\//);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(products.map((p) => p.cover)).size).toBe(products.length);
    expect(tours.every((t) => t.images.length === 1 && t.images[0]!.startsWith('/images/demo/tour/'))).toBe(true);
    expect(new Set(tours.map((t) => t.images[0])).size).toBe(tours.length);
  });

  it('has every picture the seed names committed as drawn, small and with no remote reference', () => {
    const urls = demoImageUrls(generateSeedData());
    expect(urls.length).toBe(posts.length + products.length * 4 + tours.length);
    let bytes = 0;
    for (const url of urls) {
      const svg = committed(url);
      expect(svg, url).toBe(drawDemoImage(url));
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<image|<script/);
      expect(svg.length, url).toBeLessThan(6_000);
      bytes += svg.length;
    }
    expect(bytes).toBeLessThan(300_000);
  });
});

describe('post bodies', () => {
  it('do not begin with the summary, and read as articles: headings and a list', () => {
    for (const post of posts) {
      const first = /<p>(.*?)<\/p>/.exec(post.content)?.[1] ?? '';
      expect(text(post.content).startsWith(post.description), post.title).toBe(false);
      expect(text(post.content)).not.toContain(post.description);
      expect(first.length).toBeGreaterThan(40);
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<ul><li>/);
    }
    // Each body is its own, not one template with the title swapped in.
    expect(new Set(posts.map((p) => text(p.content))).size).toBe(posts.length);
  });
});

// Content a customer would believe (issue 55, item 6): what reads as generated fails here.
describe('people, companies and reviews', () => {
  const data = generateSeedData() as Record<string, unknown>;
  /** Every object of the seed with the key path it was found at. */
  const objects: { at: string; value: Record<string, unknown> }[] = [];
  const walk = (v: unknown, at: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
    else if (v && typeof v === 'object') {
      objects.push({ at, value: v as Record<string, unknown> });
      for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`);
    }
  };
  walk(data, 'seed');
  const letters = (s: string) => s.normalize('NFD').replace(/[^a-z]/gi, '').toLowerCase();
  // Addresses of a role, not of a person: the demo sign-in and the firm's billing desk.
  const roleAddresses = new Set(['demo@corvane.example', 'billing@corvane.example']);

  it("gives each product reviews of its own, none repeating another's text", () => {
    const reviews = data['product-reviews'] as { productId: string; comment: string }[];
    expect(reviews.length).toBeGreaterThan(20);
    for (const product of new Set(reviews.map((r) => r.productId))) {
      const comments = reviews.filter((r) => r.productId === product).map((r) => r.comment);
      expect(new Set(comments).size, product).toBe(comments.length);
    }
  });

  it("makes each person's email from their own first and last name", () => {
    const people = objects.filter(({ value }) => typeof value.email === 'string' && typeof value.name === 'string');
    expect(people.length).toBeGreaterThan(100);
    for (const { at, value } of people) {
      const email = value.email as string;
      if (roleAddresses.has(email)) continue;
      const words = (value.name as string).split(/\s+/).map(letters).filter(Boolean);
      const local = letters(email.split('@')[0]!);
      expect(local, `${at}: ${value.name as string} <${email}>`).toContain(words[0]);
      expect(local, `${at}: ${value.name as string} <${email}>`).toContain(words[words.length - 1]);
    }
  });

  it('names companies as firms write them: no repeated name, no " - "', () => {
    const companies = objects.map(({ value }) => value.company).filter((c): c is string => typeof c === 'string');
    expect(companies.length).toBeGreaterThan(50);
    for (const company of companies) {
      const words = company.split(/[\s,&-]+/).filter((w) => w && w !== 'and');
      expect(new Set(words).size, company).toBe(words.length);
      expect(company).not.toContain(' - ');
    }
  });

  it('writes every phone number in groups, as the rest of the product does', () => {
    const phones = objects.flatMap(({ value }) => [value.phone, value.phoneNumber]).filter((p): p is string => typeof p === 'string');
    expect(phones.length).toBeGreaterThan(40);
    for (const phone of phones) expect(phone).toMatch(/^(\+\d{1,3} )?\d{2,4}( \d{2,4})+$/);
  });
});
