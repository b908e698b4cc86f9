#!/usr/bin/env node
// `npm run seed`: draws the demo API's seed with faker (src/demo-api/seed-generator) and writes it as
// compact JSON to src/lib/seed/data/, which is committed. Both backends read that JSON and neither
// loads faker (docs/api/demo-seed.md). Run it after changing a generator; seed-data.test.ts fails
// while the committed JSON and the generators disagree.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runnerImport } from 'vite';

const outDir = join(process.cwd(), 'src/lib/seed/data');
const names = ['calendar', 'chat', 'file', 'gallery', 'invoice', 'invoice-detail', 'job', 'job-candidate', 'kanban', 'mail', 'mail-body',
  'order', 'order-detail', 'post', 'product', 'product-tagline', 'product-copy', 'product-reviews', 'tour', 'tour-booking', 'users', 'user-pool'];
// The generators share helpers (ORDER totals, slugs, the kanban's people) with the app's seed
// modules, which import the JSON: a file that is not there yet is written empty first.
mkdirSync(outDir, { recursive: true });
for (const name of names) if (!existsSync(join(outDir, `${name}.json`))) writeFileSync(join(outDir, `${name}.json`), '[]\n');
const { module } = await runnerImport('/src/demo-api/seed-generator/index.ts', {
  logLevel: 'warn',
  resolve: { alias: [{ find: '@', replacement: join(process.cwd(), 'src') }] },
});
const data = module.generateSeedData();

let total = 0;
for (const [name, value] of Object.entries(data)) {
  if (!names.includes(name)) throw new Error(`Add ${name} to the names in scripts/gen-seed.mjs`);
  const text = `${JSON.stringify(value)}\n`;
  writeFileSync(join(outDir, `${name}.json`), text);
  total += text.length;
  console.log(`${`${name}.json`.padEnd(24)} ${(text.length / 1024).toFixed(1).padStart(7)} KiB`);
}
console.log(`${'total'.padEnd(24)} ${(total / 1024).toFixed(1).padStart(7)} KiB`);

// The demo's pictures (docs/look-and-feel.md#demo-images): every /images/demo/ URL the seed holds,
// drawn as SVG into public/images/demo/; pictures no record refers to any more are removed.
const images = await runnerImport('/src/demo-api/seed-generator/demo-images.ts', {
  logLevel: 'warn',
  resolve: { alias: [{ find: '@', replacement: join(process.cwd(), 'src') }] },
});
const imageDir = join(process.cwd(), 'public/images/demo');
rmSync(imageDir, { recursive: true, force: true });
let imageBytes = 0;
const urls = images.module.demoImageUrls(data);
for (const url of urls) {
  const file = join(process.cwd(), 'public', url);
  mkdirSync(dirname(file), { recursive: true });
  const text = images.module.drawDemoImage(url);
  writeFileSync(file, text);
  imageBytes += text.length;
}
console.log(`${`${urls.length} demo pictures`.padEnd(24)} ${(imageBytes / 1024).toFixed(1).padStart(7)} KiB`);
