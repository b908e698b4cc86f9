// `npm run server` (scripts/server.mjs, scripts/server-launch.mjs, docs/server.md#run): which build
// counts as missing or stale, and a build that fails stops it with one line naming that build,
// before anything starts. On small folders of their own, not this repository's builds.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appBuild, appSourceFiles, appState, ensureBuilt, hashFiles, serverState, writeAppStamp, writeServerStamp, type BuildStep } from '../scripts/server-launch.mjs';

const launcher = join(import.meta.dirname, '../scripts/server.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder shaped like the repository: sources, and the tools' folders when `tools`. */
function project(files: Record<string, string>, tools = true) {
  const dir = mkdtempSync(join(tmpdir(), 'corvane-launcher-'));
  folders.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (tools) for (const tool of ['node_modules/vite', 'node_modules/esbuild']) mkdirSync(join(dir, tool), { recursive: true });
  return dir;
}

const env = { VITE_API_URL: 'http://localhost:8787' };

describe('the app build (dist/)', () => {
  it('is missing without dist/index.html, and stale when dist/ holds a build it did not stamp', () => {
    const dir = project({ 'src/main.tsx': 'one', 'index.html': '<div id="root">' });
    expect(appState(dir, env).state).toBe('missing');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, appBuild.index), '<built>');
    expect(appState(dir, env)).toMatchObject({ state: 'stale', why: 'dist/ was not built for the server' });
  });

  it('is fresh after its stamp, stale when a source is edited, added or removed, not when a test changes', () => {
    const dir = project({ 'src/main.tsx': 'one', 'src/lib/a.ts': 'a', 'index.html': 'x', 'dist/index.html': '<built>' });
    writeAppStamp(dir, env, hashFiles(dir, appSourceFiles(dir)));
    expect(appState(dir, env).state).toBe('fresh');

    writeFileSync(join(dir, 'src/lib/a.test.ts'), 'a test');
    writeFileSync(join(dir, 'src/lib/a.ts'), 'a');
    expect(appState(dir, env).state).toBe('fresh');

    writeFileSync(join(dir, 'src/lib/a.ts'), 'a, edited');
    expect(appState(dir, env)).toMatchObject({ state: 'stale', why: 'src/lib/a.ts changed since dist/ was built' });
    writeFileSync(join(dir, 'src/lib/b.ts'), 'new');
    expect(appState(dir, env).why).toBe('2 files changed since dist/ was built: src/lib/a.ts, src/lib/b.ts');
    rmSync(join(dir, 'src/lib/b.ts'));
    writeFileSync(join(dir, 'src/lib/a.ts'), 'a');
    expect(appState(dir, env).state).toBe('fresh');
    rmSync(join(dir, 'index.html'));
    expect(appState(dir, env).why).toBe('index.html changed since dist/ was built');
  });

  it('is stale for another VITE_API_URL, and when another build rewrote dist/', () => {
    const dir = project({ 'src/main.tsx': 'one', 'dist/index.html': '<built>' });
    writeAppStamp(dir, env, hashFiles(dir, appSourceFiles(dir)));
    expect(appState(dir, { VITE_API_URL: 'http://localhost:9000' }).why).toBe('dist/ was built for http://localhost:8787');
    writeFileSync(join(dir, 'dist/index.html'), '<the demo build>');
    expect(appState(dir, env).why).toBe('dist/ was not built for the server');
  });

  it('is taken as it is in a copy of the built files without their sources (a production folder)', () => {
    const dir = project({ 'dist/index.html': '<built>', 'dist-server/main.mjs': '' }, false);
    expect(appState(dir, env).state).toBe('fresh');
    expect(serverState(dir).state).toBe('fresh');
  });
});

describe('the server bundle (dist-server/)', () => {
  it('is missing, unstamped, fresh, then stale when a file it was built from changes', () => {
    const dir = project({ 'server/main.ts': 'main', 'src/lib/x.ts': 'x' });
    expect(serverState(dir)).toMatchObject({ state: 'missing', why: 'dist-server/ is missing' });
    mkdirSync(join(dir, 'dist-server'));
    writeFileSync(join(dir, 'dist-server/main.mjs'), '');
    expect(serverState(dir).state).toBe('stale');
    writeServerStamp(dir, ['server/main.ts', 'src/lib/x.ts']);
    expect(serverState(dir).state).toBe('fresh');
    writeFileSync(join(dir, 'src/lib/x.ts'), 'x2');
    expect(serverState(dir)).toMatchObject({ state: 'stale', why: 'src/lib/x.ts changed since dist-server/ was built' });
  });
});

const node = process.execPath;
function step(name: string, code: number, calls: string[]): BuildStep {
  return {
    name,
    label: name,
    command: `build ${name}`,
    tool: 'node_modules/vite',
    run: [node, ['-e', `console.log('output of ${name}'); process.exit(${code})`], process.env],
    before: () => calls.push(`before ${name}`),
    after: () => calls.push(`after ${name}`),
    state: 'missing',
    why: `${name} is missing`,
  };
}

describe('ensureBuilt', () => {
  it('stops at a build that fails: one line naming it, the end of its log, no stamp, the next not run', async () => {
    const dir = project({});
    const calls: string[] = [];
    const said: string[] = [];
    const shown: string[] = [];
    const result = await ensureBuilt({
      cwd: dir,
      steps: [step('the app', 2, calls), step('the server', 0, calls)],
      say: (line) => said.push(line),
      show: (text) => shown.push(text),
      quiet: true,
    });
    expect(result).toEqual({
      ok: false,
      line: 'the build of the app failed (`build the app`, exit code 2; its output is in node_modules/.cache/corvane-server/app-build.log, the end of it above)',
    });
    expect(calls).toEqual(['before the app']);
    expect(said).toEqual([expect.stringMatching(/^building the app \(the app is missing\) and the server \(the server is missing\): build the app/)]);
    expect(shown).toEqual(['output of the app']);
  });

  it('builds in order and says so in one line; builds nothing when all is fresh', async () => {
    const dir = project({});
    const calls: string[] = [];
    const said: string[] = [];
    const result = await ensureBuilt({ cwd: dir, steps: [step('the app', 0, calls), step('the server', 0, calls)], say: (line) => said.push(line), quiet: true });
    expect(result).toEqual({ ok: true, built: ['the app', 'the server'] });
    expect(calls).toEqual(['before the app', 'after the app', 'before the server', 'after the server']);
    expect(said).toHaveLength(1);
    const fresh = { ...step('the app', 1, calls), state: 'fresh' as const };
    expect(await ensureBuilt({ cwd: dir, steps: [fresh], say: (line) => said.push(line) })).toEqual({ ok: true, built: [] });
    expect(said).toHaveLength(1);
  });

  it('refuses with the command to run: without the build tools, or a missing build with --no-build', async () => {
    const calls: string[] = [];
    const noTools = await ensureBuilt({ cwd: project({}, false), steps: [step('the app', 0, calls)], say: () => {} });
    expect(noTools).toEqual({ ok: false, line: 'the app (the app is missing), and the tools to build are not installed: run `npm install`, then this command again' });
    const noBuild = await ensureBuilt({ cwd: project({}), steps: [step('the server', 0, calls)], say: () => {}, mode: 'no-build' });
    expect(noBuild).toEqual({ ok: false, line: 'the server (the server is missing): build it with `npm run server:build` (or start without --no-build)' });
    expect(calls).toEqual([]);
  });
});

describe('npm run server (scripts/server.mjs)', () => {
  it('exits with 1 when the app fails to build, naming that build, and starts nothing', () => {
    const dir = project({
      'package.json': JSON.stringify({ name: 'broken', private: true, scripts: { build: 'node -e "console.error(\'vite: something broke\'); process.exit(2)"' } }),
      'src/main.tsx': '',
    });
    const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '8799' };
    delete childEnv.VITE_API_URL;
    delete childEnv.STATIC_DIR;
    const run = spawnSync(node, [launcher], { cwd: dir, encoding: 'utf8', env: childEnv });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^npm run server: building the app for http:\/\/localhost:8799 \(dist\/ is missing\) and the server \(dist-server\/ is missing\)/);
    expect(run.stderr).toContain('vite: something broke');
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      'npm run server: the build of the app failed (`VITE_API_URL=http://localhost:8799 npm run build`, exit code 2; its output is in node_modules/.cache/corvane-server/app-build.log, the end of it above); the server was not started.',
    );
    expect(run.stdout + run.stderr).not.toContain('listening');
  });
});
