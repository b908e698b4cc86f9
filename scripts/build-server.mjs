#!/usr/bin/env node
// `npm run build:server`: the API server compiled to plain JavaScript for production (docs/server.md#run).
// esbuild bundles server/main.ts and server/seed-cli.ts, with the code they import from src/ (the `@/`
// alias of server/tsconfig.json), into ES modules for Node 20 with source maps: dist-server/main.mjs
// and seed-cli.mjs. Packages stay imports of node_modules (PGlite finds its WebAssembly and data
// files in its own folder there), and each must be in package.json's `dependencies`: a production
// install (`npm ci --omit=dev`) has nothing else, so the build refuses a devDependency. The SQL
// migrations are copied to dist-server/migrations, beside main.mjs, where server/db/client.ts looks first.
// Last, dist-server/server.stamp.json records the files the bundle was built from and their hash, which
// `npm run server` (scripts/server-launch.mjs) compares with the sources to tell a stale bundle.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { serverBundle, writeServerStamp } from './server-launch.mjs';

/** The package an import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

export async function buildServer(cwd = process.cwd()) {
  const out = join(cwd, serverBundle.dir);
  // A stamp outlives a failed build only if it still names the old bundle: drop it first.
  for (const name of ['server.stamp.json', 'main.mjs', 'main.mjs.map', 'seed-cli.mjs', 'seed-cli.mjs.map', 'migrations', 'scalar-api-reference.js']) {
    rmSync(join(out, name), { recursive: true, force: true });
  }
  const result = await build({
    absWorkingDir: cwd,
    entryPoints: { main: 'server/main.ts', 'seed-cli': 'server/seed-cli.ts' },
    outdir: serverBundle.dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'server/tsconfig.json',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });

  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const imported = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !path.startsWith('node:') && !builtins.has(path)) imported.add(packageOf(path));
    }
  }
  const missing = [...imported].filter((name) => !pkg.dependencies?.[name]).sort();
  if (missing.length) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(
      `the server imports ${missing.join(', ')}, not in package.json's dependencies: a production install (npm ci --omit=dev) would not have ${missing.length > 1 ? 'them' : 'it'} (npm install --save-exact ${missing.join(' ')})`,
    );
  }

  cpSync(join(cwd, 'server/migrations'), join(out, 'migrations'), { recursive: true });
  // /api/docs's browser bundle, beside the server (server/routes/openapi.ts): Scalar is a
  // development dependency, so a production install does not carry its tree.
  const scalar = createRequire(join(cwd, 'package.json')).resolve('@scalar/api-reference');
  let scalarRoot = dirname(scalar);
  while (!scalarRoot.endsWith(join('node_modules', '@scalar', 'api-reference')) && dirname(scalarRoot) !== scalarRoot) scalarRoot = dirname(scalarRoot);
  cpSync(join(scalarRoot, 'dist', 'browser', 'standalone.js'), join(out, 'scalar-api-reference.js'));
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'));
  writeServerStamp(cwd, inputs);
  return { inputs: inputs.length, packages: [...imported].sort(), out: relative(cwd, out) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  try {
    const { inputs, packages, out } = await buildServer();
    if (!existsSync(join(out, 'main.mjs'))) throw new Error(`${out}/main.mjs was not written`);
    console.log(`build:server: ${out}/main.mjs and seed-cli.mjs from ${inputs} files in ${Math.round(performance.now() - started)} ms; packages from node_modules: ${packages.join(', ')}`);
  } catch (error) {
    // esbuild has already printed each error with its file and line.
    console.error(`build:server: ${error instanceof Error && !('errors' in error) ? error.message : 'esbuild failed (the errors are above)'}`);
    process.exit(1);
  }
}
