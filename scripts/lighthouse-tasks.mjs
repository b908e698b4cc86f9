#!/usr/bin/env node
// `node scripts/lighthouse-tasks.mjs <run.trace.json> [--all]`: the main-thread tasks of a
// Lighthouse run's page load, from the trace the dashboard bench saves with BENCH_LH_TRACES=1
// (docs/performance.md#reading-a-lighthouse-trace). Lighthouse's mobile figures are simulated: each
// task the trace shows is counted 4 times as long (layout tasks 2 times), and each task over 50 ms
// once multiplied blocks for the rest. So this lists every task of 12.5 ms or more as the trace
// shows it, what it is made of (self time by trace event, e.g. `v8.evaluateModule`, `Layout`), and
// the blocking it adds at 4x; `--all` also prints the count and total of the shorter ones.
import { readFileSync } from 'node:fs';

const [file, ...flags] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/lighthouse-tasks.mjs <run.trace.json> [--all]');
const text = readFileSync(file, 'utf8');
const events = (text.trimStart().startsWith('[') ? JSON.parse(text) : text.split('\n').filter(Boolean).map((line) => JSON.parse(line)))
  .filter((e) => e.ph === 'X' || e.name === 'navigationStart' || e.name === 'firstContentfulPaint');

// The page's main thread: where the navigation to a real address started.
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL);
if (!nav) throw new Error(`${file}: no navigation in the trace`);
const t0 = nav.ts;
const thread = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= t0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= t0);

const tasks = [];
for (let i = 0; i < thread.length; i++) {
  const task = thread[i];
  if (!isTask(task)) continue;
  const end = task.ts + task.dur;
  const inside = [task];
  for (i++; i < thread.length && thread[i].ts < end; i++) inside.push(thread[i]);
  i--;
  // Self time per event name: each event's duration less its direct children's.
  const self = new Map();
  const open = [];
  const childTime = new Map();
  for (const e of inside) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    if (open.length) childTime.set(open.at(-1), (childTime.get(open.at(-1)) ?? 0) + e.dur);
    open.push(e);
  }
  for (const e of inside) self.set(e.name, (self.get(e.name) ?? 0) + e.dur - (childTime.get(e) ?? 0));
  tasks.push({ at: (task.ts - t0) / 1000, ms: task.dur / 1000, layout: inside.some((e) => e.name === 'Layout'), self });
}

const ms = (n) => n.toFixed(1).padStart(6);
let blocking = 0;
console.log(`${file}\nfirst contentful paint at ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms (unthrottled)\n`);
console.log('    at   task  blocks at 4x  made of (self time, ms)');
for (const task of tasks) {
  const simulated = task.ms * (task.layout ? 2 : 4);
  if (simulated <= 50) continue;
  blocking += simulated - 50;
  const parts = [...task.self].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
  console.log(`${ms(task.at)} ${ms(task.ms)} ${ms(simulated - 50)}        ${parts.join(', ')}`);
}
console.log(`\nblocking at 4x, all tasks of the load: ${blocking.toFixed(0)} ms (Lighthouse counts those between FCP and TTI of its simulated timeline)`);
if (flags.includes('--all')) {
  const short = tasks.filter((t) => t.ms * (t.layout ? 2 : 4) <= 50);
  console.log(`shorter tasks: ${short.length}, ${short.reduce((s, t) => s + t.ms, 0).toFixed(0)} ms in all`);
}
