#!/usr/bin/env node
// Runs Lighthouse in an existing tab of a running Chromium (scripts/bench-dashboard.mjs): the
// session lives in the tab's sessionStorage, so a tab Lighthouse opens itself would be signed out.
// Started with `npx -y -p lighthouse@<version> node scripts/lighthouse-in-tab.mjs <debugPort>
// <tabUrlPrefix> <url> <desktop|mobile> <out.json>`: npx puts that Lighthouse (and the
// puppeteer-core it ships with) on PATH, and this script finds its folder from there.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';

const [port, tabPrefix, url, formFactor, out] = process.argv.slice(2);
const bin = process.env.PATH.split(':').find((p) => p.endsWith('.bin') && existsSync(join(p, '..', 'lighthouse', 'package.json')));
if (!bin) throw new Error('lighthouse-in-tab: run it through `npx -p lighthouse@...`.');
const modules = dirname(bin);
const load = (path) => import(pathToFileURL(join(modules, path)).href);
const { default: lighthouse } = await load('lighthouse/core/index.js');
const { default: desktopConfig } = await load('lighthouse/core/config/desktop-config.js');
const { default: puppeteer } = await load('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
const pages = await browser.pages();
const page = pages.find((p) => p.url().startsWith(tabPrefix));
if (!page) throw new Error(`lighthouse-in-tab: no tab at ${tabPrefix}`);
const flags = { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', formFactor };
const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
writeFileSync(out, result.report);
// BENCH_LH_TRACES=1: the run's own trace beside its report (<out>.trace.json, one event a line), to
// read where Lighthouse saw the main thread go (docs/performance.md#reading-a-lighthouse-trace).
if (process.env.BENCH_LH_TRACES) {
  const trace = result.artifacts.traces?.defaultPass ?? result.artifacts.Trace;
  if (trace) writeFileSync(out.replace(/\.json$/, '.trace.json'), trace.traceEvents.map((e) => JSON.stringify(e)).join('\n'));
}
browser.disconnect();
