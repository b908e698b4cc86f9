// What `npm run server` (scripts/server.mjs) builds before it starts the API server, and how it
// tells a build that is missing or stale (docs/server.md#run). Two builds, each with a stamp:
// - the app built against the server (`npm run build` with VITE_API_URL) in dist/; its stamp,
//   node_modules/.cache/corvane-server/app.stamp.json, holds the SHA-256 of each of its sources
//   (src/ and public/ but their tests, index.html, vite.config.ts, tsconfig.json, package-lock.json,
//   .env files, the prerender and headers scripts), the VITE_* settings, and the size and time of
//   the dist/index.html that build wrote (so a later `npm run build` of the demo app into dist/
//   counts as another build);
// - the server bundle (`npm run build:server`, scripts/build-server.mjs) in dist-server/; its
//   stamp, dist-server/server.stamp.json, holds the SHA-256 of each file esbuild read, of the
//   migrations, package-lock.json and the build scripts.
// A build is stale when a file's hash differs from its stamp's (added, removed or edited: a touched
// file does not count, an edit or a branch switch does). A folder without the sources (a production
// copy of the built files) is taken as it is.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const serverBundle = { dir: 'dist-server', entry: 'dist-server/main.mjs', stamp: 'dist-server/server.stamp.json' };
export const appBuild = { dir: 'dist', index: 'dist/index.html', stamp: 'node_modules/.cache/corvane-server/app.stamp.json' };

/** What the app's build reads besides node_modules: its sources (not their tests), settings and build scripts. */
export const appSources = {
  folders: ['src', 'public'],
  files: [
    'index.html',
    'vite.config.ts',
    'tsconfig.json',
    'package-lock.json',
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
    'scripts/prerender.mjs',
    'scripts/prerender-boot.js',
    'scripts/serve-dist.mjs',
    'scripts/hosting-headers.mjs',
  ],
};
/** Read by the server's build besides the files esbuild lists. */
const serverBuildFiles = ['package-lock.json', 'scripts/build-server.mjs', 'scripts/server-launch.mjs'];

const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes('__snapshots__/');

/** Every file under `folder` (relative to `cwd`, `/`-separated), sorted. */
export function filesUnder(cwd, folder) {
  if (!existsSync(join(cwd, folder))) return [];
  return readdirSync(join(cwd, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(cwd, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** Each file's SHA-256 (its first 16 hex digits), by path; a missing file has none. */
export function hashFiles(cwd, files) {
  const hashes = {};
  for (const file of [...new Set(files)].sort()) {
    if (existsSync(join(cwd, file))) hashes[file] = createHash('sha256').update(readFileSync(join(cwd, file))).digest('hex').slice(0, 16);
  }
  return hashes;
}

/** The files whose hash differs between two records (added, removed or edited), sorted. */
export function changedFiles(recorded, now) {
  return [...new Set([...Object.keys(recorded), ...Object.keys(now)])].filter((file) => recorded[file] !== now[file]).sort();
}

/** "src/a.ts changed since dist/ was built", "3 files changed since dist/ was built: src/a.ts, src/b.ts, …". */
const changedSince = (files, dir) =>
  files.length === 1
    ? `${files[0]} changed since ${dir}/ was built`
    : `${files.length} files changed since ${dir}/ was built: ${files.slice(0, 2).join(', ')}${files.length > 2 ? ', …' : ''}`;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** The VITE_* settings a build takes (a change of any makes another build). */
const viteSettings = (env) => Object.fromEntries(Object.keys(env).filter((key) => key.startsWith('VITE_')).sort().map((key) => [key, env[key]]));

export function appSourceFiles(cwd) {
  return [...appSources.folders.flatMap((folder) => filesUnder(cwd, folder)).filter((file) => !isTest(file)), ...appSources.files];
}

const indexMark = (cwd) => {
  const stat = statSync(join(cwd, appBuild.index));
  return { size: stat.size, mtimeMs: stat.mtimeMs };
};

/**
 * The app's build: `missing`, `stale` (with why) or `fresh`, and the hashes of its sources now
 * (`files`), which the stamp written after a build holds: taken before it, so an edit made while
 * it ran makes the next start build again. `env` holds the VITE_API_URL it is built with.
 */
export function appState(cwd, env) {
  if (!existsSync(join(cwd, appBuild.index))) return { state: 'missing', why: `${appBuild.dir}/ is missing` };
  if (!existsSync(join(cwd, 'src'))) return { state: 'fresh' };
  const files = hashFiles(cwd, appSourceFiles(cwd));
  const stamp = readJson(join(cwd, appBuild.stamp));
  const mark = indexMark(cwd);
  if (!stamp?.files || stamp.index?.size !== mark.size || stamp.index?.mtimeMs !== mark.mtimeMs) {
    return { state: 'stale', why: `${appBuild.dir}/ was not built for the server`, files };
  }
  if (stamp.settings?.VITE_API_URL !== env.VITE_API_URL) return { state: 'stale', why: `${appBuild.dir}/ was built for ${stamp.settings?.VITE_API_URL}`, files };
  if (JSON.stringify(stamp.settings) !== JSON.stringify(viteSettings(env))) return { state: 'stale', why: `the VITE_* settings changed since ${appBuild.dir}/ was built`, files };
  const changed = changedFiles(stamp.files, files);
  if (changed.length) return { state: 'stale', why: changedSince(changed, appBuild.dir), files };
  return { state: 'fresh', files };
}

export function writeAppStamp(cwd, env, files) {
  mkdirSync(join(cwd, appBuild.stamp, '..'), { recursive: true });
  writeFileSync(join(cwd, appBuild.stamp), `${JSON.stringify({ settings: viteSettings(env), index: indexMark(cwd), files }, null, 1)}\n`);
}

export const dropAppStamp = (cwd) => rmSync(join(cwd, appBuild.stamp), { force: true });

/** The server bundle: `missing`, `stale` (with why) or `fresh`, from the files its stamp lists. */
export function serverState(cwd) {
  if (!existsSync(join(cwd, serverBundle.entry))) return { state: 'missing', why: `${serverBundle.dir}/ is missing` };
  if (!existsSync(join(cwd, 'server'))) return { state: 'fresh' };
  const stamp = readJson(join(cwd, serverBundle.stamp));
  if (!stamp?.files) return { state: 'stale', why: `${serverBundle.dir}/ has no stamp of its sources` };
  const changed = changedFiles(stamp.files, hashFiles(cwd, Object.keys(stamp.files)));
  if (changed.length) return { state: 'stale', why: changedSince(changed, serverBundle.dir) };
  return { state: 'fresh' };
}

/** Called by scripts/build-server.mjs with the files esbuild read (relative to `cwd`). */
export function writeServerStamp(cwd, bundled) {
  const files = hashFiles(cwd, [...bundled, ...filesUnder(cwd, 'server/migrations'), ...serverBuildFiles]);
  writeFileSync(join(cwd, serverBundle.stamp), `${JSON.stringify({ files }, null, 1)}\n`);
}

/**
 * The builds `npm run server` runs, in order, each with its state and the command that makes it.
 * `apiUrl`: the VITE_API_URL the app is built with. The app is left out when STATIC_DIR names
 * another folder or none (API only): the server then serves what it is given.
 */
export function plan(cwd, env = process.env) {
  const apiUrl = env.VITE_API_URL || `http://localhost:${env.PORT || 8787}`;
  const buildEnv = { ...env, VITE_API_URL: apiUrl };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const steps = [];
  const staticDir = env.STATIC_DIR === undefined ? appBuild.dir : env.STATIC_DIR.replace(/\/+$/, '');
  if (staticDir === appBuild.dir || (staticDir && join(cwd, staticDir) === join(cwd, appBuild.dir))) {
    const state = appState(cwd, buildEnv);
    steps.push({
      name: 'the app',
      label: `the app for ${apiUrl}`,
      command: `VITE_API_URL=${apiUrl} npm run build`,
      tool: 'node_modules/vite',
      run: [npm, ['run', 'build'], buildEnv],
      before: () => dropAppStamp(cwd),
      after: () => writeAppStamp(cwd, buildEnv, state.files ?? hashFiles(cwd, appSourceFiles(cwd))),
      ...state,
    });
  }
  steps.push({
    name: 'the server',
    label: 'the server',
    command: 'npm run build:server',
    tool: 'node_modules/esbuild',
    run: [process.execPath, [join(cwd, 'scripts/build-server.mjs')], env],
    before: () => {},
    after: () => {},
    ...serverState(cwd),
  });
  return { apiUrl, steps };
}

/** "the app for … (dist/ is missing) and the server (its sources changed …)". */
export const describeSteps = (steps) => steps.map((step) => `${step.label} (${step.why})`).join(' and ');

export const buildLogDir = 'node_modules/.cache/corvane-server';

/**
 * Runs one build step; resolves with its exit code. `logFile`: its output goes there instead of
 * this terminal (`npm run server` keeps to its own lines; `npm run server:build` shows it all).
 */
export function runStep(step, cwd, logFile) {
  const [command, args, env] = step.run;
  let out = 'inherit';
  if (logFile) {
    mkdirSync(join(logFile, '..'), { recursive: true });
    out = openSync(logFile, 'w');
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: logFile ? ['ignore', out, out] : 'inherit' });
    const done = (code) => {
      if (typeof out === 'number') closeSync(out);
      resolve(code);
    };
    child.on('error', () => done(127));
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** The last `count` lines of a build's log, for the terminal when it failed. */
export function tailOf(file, count = 30) {
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  return lines.slice(-count).join('\n');
}

/**
 * Brings every build up to date, in order, or stops at the first that fails: the next is not run
 * and nothing is started. Resolves with `{ ok: true, built }` or `{ ok: false, line }`, the one
 * line that says what failed. `say` gets the one line that says what is built. `quiet`: each
 * build's output goes to `<buildLogDir>/<name>.log`, whose end is printed (`show`) when it fails.
 */
export async function ensureBuilt({ cwd, steps, say, show = console.error, mode = 'build', quiet = false, run = runStep }) {
  const todo = steps.filter((step) => step.state !== 'fresh');
  if (!todo.length) return { ok: true, built: [] };
  if (mode === 'no-build') {
    const missing = todo.filter((step) => step.state === 'missing');
    if (missing.length) {
      return { ok: false, line: `${describeSteps(missing)}: build ${missing.length > 1 ? 'them' : 'it'} with \`npm run server:build\` (or start without --no-build)` };
    }
    say(`${describeSteps(todo)}: started as built (--no-build; \`npm run server:build\` brings ${todo.length > 1 ? 'them' : 'it'} up to date)`);
    return { ok: true, built: [] };
  }
  const noTools = todo.filter((step) => !existsSync(join(cwd, step.tool)));
  if (noTools.length) {
    return { ok: false, line: `${describeSteps(noTools)}, and the tools to build are not installed: run \`npm install\`, then this command again` };
  }
  const logOf = (step) => (quiet ? join(buildLogDir, `${step.name.replace(/^the /, '')}-build.log`) : undefined);
  say(`building ${describeSteps(todo)}: ${todo.map((step) => `${step.command}${quiet ? ` (output in ${logOf(step)})` : ''}`).join(', then ')}`);
  const built = [];
  for (const step of todo) {
    step.before();
    const log = logOf(step);
    const code = await run(step, cwd, log && join(cwd, log));
    if (code !== 0) {
      if (log && existsSync(join(cwd, log))) show(tailOf(join(cwd, log)));
      return { ok: false, line: `the build of ${step.name} failed (\`${step.command}\`, exit code ${code}; ${log ? `its output is in ${log}, the end of it above` : 'its output is above'})` };
    }
    step.after();
    built.push(step.name);
  }
  return { ok: true, built };
}
