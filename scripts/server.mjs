#!/usr/bin/env node
// `npm run server`: the API server and the app on one address (http://localhost:8787 by default,
// docs/server.md#run). First it builds what is missing or stale (scripts/server-launch.mjs says
// how it tells): the app against the server (`VITE_API_URL=http://localhost:$PORT npm run build`,
// into dist/) and the server itself (`npm run build:server`, into dist-server/), saying so in one
// line (their output goes to node_modules/.cache/corvane-server/*-build.log); then it runs
// dist-server/main.mjs in this process, with Node (no tsx).
// A build that fails stops it there: the end of its log, one line naming that build, exit code 1,
// and nothing started.
// `--no-build`: starts what is built, refusing when a build is missing (a stale one is named and
// started as it is). `--build-only` (`npm run server:build`): builds, with the builds' output
// here, and does not start.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, plan, serverBundle } from './server-launch.mjs';

const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const mode = args.includes('--no-build') ? 'no-build' : 'build';
const cwd = process.cwd();
const prefix = buildOnly ? 'npm run server:build' : 'npm run server';
const say = (line) => console.log(`${prefix}: ${line}`);
const refuse = (line) => {
  console.error(`${prefix}: ${line}${buildOnly ? '' : '; the server was not started'}.`);
  process.exit(1);
};

const { steps } = plan(cwd);
const result = await ensureBuilt({ cwd, steps, say, mode, quiet: !buildOnly });
if (!result.ok) refuse(result.line);
const upToDate = steps.map((step) => `${step.name} (${step.name === 'the app' ? 'dist/' : `${serverBundle.dir}/`})`).join(' and ');
if (buildOnly) {
  say(result.built.length ? `built ${result.built.join(' and ')}` : `${upToDate}: up to date`);
  process.exit(0);
}
// The bundle's packages come from node_modules: a copy without them cannot start.
if (!existsSync(join(cwd, 'node_modules/hono'))) refuse('the server\'s packages are not installed: run `npm install` (`npm ci --omit=dev` in production)');
if (!result.built.length && mode === 'build') say(`${upToDate}: up to date`);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(cwd, serverBundle.entry)).href);
