#!/usr/bin/env node
// The check of `npm run new:section` (docs/new-section.md#the-check): in a temporary copy of the
// project (the files git knows, untracked ones included, and node_modules linked), generate a
// sample section with every field type, then run exactly what a developer would after it: both
// typechecks, lint of the files it wrote and changed, the section's unit tests, its contract cases
// on both backends, its end-to-end spec and the accessibility and layout gate on its four screens
// (one build, E2E_PORT 4185), and last `--remove`, after which git status shows only migrations.
// `--keep` leaves the copy for a look; `--no-e2e` stops before the build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NAME = 'deal';
const FIELDS =
  'title:string, notes:text, body:rich, seats:int, amount:money, closeDate:date, meetingAt:datetime, active:bool, stage:enum(new|won|lost), priority:enum(low|high), contactEmail:email, website:url, cover:image, owner:ref(user)';
const keep = process.argv.includes('--keep');
const e2e = !process.argv.includes('--no-e2e');
const source = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'new-section-check-'));
const env = { ...process.env, FORCE_COLOR: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_PORT: '4185', CI: '1' };
const started = Date.now();
const times = [];

function sh(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}
/** Several commands side by side; resolves with each one's result. */
function parallel(commands) {
  return Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: dir, env });
          let out = '';
          child.stdout.on('data', (c) => (out += c));
          child.stderr.on('data', (c) => (out += c));
          child.on('exit', (code) => resolve({ ok: code === 0, out }));
        }),
    ),
  );
}
async function part(name, body) {
  const t = Date.now();
  const results = [].concat(await body());
  const ok = results.every((r) => r.ok);
  times.push(`${name} ${((Date.now() - t) / 1000).toFixed(0)} s`);
  console.log(`${ok ? '✔' : '✖'} new:section check: ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (!ok) {
    for (const r of results.filter((x) => !x.ok)) {
      const lines = r.out.split('\n');
      // The failures by name first (a test runner's long DOM dumps would push them out), then the end.
      console.log(lines.filter((l) => /FAIL|×|✘|error TS|\d+:\d+ +error/.test(l)).slice(0, 40).join('\n'));
      console.log(lines.slice(-60).join('\n'));
    }
    finish(false);
  }
  return results;
}
function finish(ok) {
  console.log(`new:section check: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s (${times.join(', ')})${keep ? `; the copy is ${dir}` : ''}`);
  if (!keep) rmSync(dir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

await part('copy', () => {
  const list = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: source });
  const files = list.stdout.toString().split('\0').filter(Boolean);
  // tar keeps modes and is one process for thousands of files; a file deleted in the work tree is skipped.
  const tar = spawnSync('sh', ['-c', `tar --null --ignore-failed-read -cf - -T - 2>/dev/null | tar -xf - -C '${dir}'`], {
    cwd: source,
    input: `${files.join('\0')}\0`,
  });
  symlinkSync(join(source, 'node_modules'), join(dir, 'node_modules'));
  // A baseline commit, so the end can ask git what --remove left.
  const git = sh('sh', ['-c', 'git init -q && git add -A && git -c user.email=check@example.com -c user.name=check commit -qm baseline']);
  return [{ ok: tar.status === 0 || tar.status === 2, out: String(tar.stderr) }, git];
});

const [generated] = await part('generate', () => sh('node', ['scripts/new-section/index.mjs', NAME, '--fields', FIELDS]));
console.log(generated.out.split('\n').filter((l) => !/^\s+[+~] /.test(l)).join('\n').trim());
const changed = sh('sh', ['-c', 'git status --porcelain --untracked-files=all | cut -c4-']).out.split('\n').filter((p) => /\.(ts|tsx|mjs)$/.test(p));

await part('typecheck and lint', () =>
  parallel([
    ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['npx', ['tsc', '--noEmit', '-p', 'server/tsconfig.json']],
    ['npx', ['eslint', '--max-warnings', '0', ...changed.filter((p) => !p.endsWith('routeTree.gen.ts'))]],
  ]),
);
await part('unit and contract tests (demo API and server)', () =>
  sh('npx', ['vitest', 'run', `src/features/${NAME}s`, `server/contract/${NAME}-demo.test.ts`, `server/contract/${NAME}-server.test.ts`]),
);
if (e2e) {
  await part('build', () => sh('npx', ['vite', 'build', '--logLevel', 'warn']));
  const chrome = sh('node', ['-e', "import('./scripts/ensure-chromium.mjs').then((m) => console.log(m.ensureChromium()))"]).out.trim().split('\n').at(-1);
  await part('end-to-end spec and the gate on its screens', () =>
    sh('npx', ['playwright', 'test', `tests/e2e/${NAME}s.spec.ts`, 'tests/e2e/a11y-gate.spec.ts', '-g', `${NAME}s.spec|/dashboard/${NAME}\\b`], {
      env: { ...env, CHROME_PATH: chrome },
    }),
  );
}
await part('--remove', () => {
  const removed = sh('node', ['scripts/new-section/index.mjs', '--remove', NAME]);
  if (!removed.ok) return removed;
  // Only migrations may remain: the table's and the new one that drops it (committed ones are never edited).
  const left = sh('git', ['status', '--porcelain', '--untracked-files=all']).out.split('\n').filter(Boolean);
  const stray = left.filter((l) => !/ server\/migrations\//.test(l));
  const drop = left.some((l) => /server\/migrations\/\d+_drop_deals\.sql$/.test(l));
  return { ok: stray.length === 0 && drop, out: `git status after --remove:\n${left.join('\n')}` };
});
finish(true);
