// The section's seed: 24 realistic-looking records drawn from the field types with a fixed random
// sequence (the same command writes the same JSON), dated before SEED_NOW as every seed is
// (src/lib/seed/base.ts), with the 40 sample ids every group uses (src/lib/api-contract/sample-ids.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SEED_NOW = Date.parse('2026-11-16T09:00:00.000Z');
const DAY = 86_400_000;
export const sampleId = (i) => `e99f09a7-dd88-49d5-b1c8-1daf80c2d7${String(i + 1).padStart(2, '0')}`;

function random(seedText) {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = ['Annual', 'Quarterly', 'Regional', 'Northern', 'Strategic', 'Digital', 'Coastal', 'Urban', 'Shared', 'Priority', 'Green', 'Open'];
const NOUNS = ['review', 'forecast', 'audit', 'partnership', 'migration', 'survey', 'roadmap', 'pilot', 'renewal', 'assessment', 'workshop', 'rollout'];
const PLACES = ['Lisbon', 'Dubai', 'Paris', 'London', 'Lyon', 'Casablanca', 'Berlin', 'Madrid'];
const SENTENCES = [
  'Agreed scope with the client team and set the first milestones.',
  'Waiting on the finance department to confirm the budget.',
  'The data arrived late; the schedule moved by one week.',
  'Kick-off went well and the steering group meets monthly.',
  'Two options remain on the table; a decision is due this month.',
  'Follow-up call planned with the operations lead.',
];
const FIRST = ['amira', 'lucas', 'sofia', 'karim', 'emma', 'yusuf', 'chloe', 'omar', 'lea', 'noah'];
const LAST = ['haddad', 'martin', 'rossi', 'benali', 'dubois', 'khan', 'moreau', 'silva'];

/** `rows` records of the section: field values by type, then id and dates. */
export function seedRecords(root, names, fields, rows = 24) {
  const next = random(`${names.group}:${fields.map((f) => `${f.name}:${f.type}`).join(',')}`);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const images = readdirSync(join(root, 'public/images/demo/post')).filter((f) => f.endsWith('.svg')).sort();
  const records = [];
  const used = new Set();
  for (let i = 0; i < rows; i += 1) {
    const createdAt = SEED_NOW - Math.floor((i * 3.5 + next() * 3) * DAY) - Math.floor(next() * DAY);
    const record = { id: sampleId(i) };
    for (const f of fields) record[f.name] = value(f, i);
    record.createdAt = new Date(createdAt).toISOString();
    record.updatedAt = record.createdAt;
    records.push(record);
  }
  return records;

  function value(f, i) {
    switch (f.type) {
      case 'string': {
        // Unique per field, so a record is found by its name alone.
        let text;
        do text = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(PLACES)}`;
        while (used.has(`${f.name}:${text}`));
        used.add(`${f.name}:${text}`);
        return text;
      }
      case 'text':
        return pick(SENTENCES);
      case 'rich':
        return `<p>${pick(SENTENCES)}</p><p>${pick(SENTENCES)}</p>`;
      case 'int':
        return Math.floor(next() * 500);
      case 'money':
        return Math.floor(next() * 5_000) * 100 + pick([0, 50, 99]);
      case 'date':
        return new Date(SEED_NOW + Math.floor((next() * 120 - 40) * DAY)).toISOString().slice(0, 10);
      case 'datetime':
        return new Date(SEED_NOW + Math.floor((next() * 60 - 20) * 96) * (DAY / 96)).toISOString();
      case 'bool':
        return next() < 0.5;
      case 'enum':
        return i < f.values.length ? f.values[i] : pick(f.values);
      case 'email':
        return `${pick(FIRST)}.${pick(LAST)}@example.com`;
      case 'url':
        return `https://www.example.com/${pick(NOUNS)}/${i + 1}`;
      case 'image':
        return `/images/demo/post/${images[i % images.length]}`;
      case 'ref':
        return sampleId(Math.floor(next() * 10));
    }
  }
}
