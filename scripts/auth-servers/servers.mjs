// The local sign-in servers for development and the provider e2e tests (docs/auth-providers.md):
// each is run with `npx -y <package>@<exact version>`, so `npm install` does not grow by them;
// the first run downloads the package into the npm cache. Ports and the app's build settings
// for each server live here, in one place.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const FIREBASE_PROJECT = 'demo-corvane';
export const FIREBASE_EMULATOR = 'http://127.0.0.1:9099';

export const COGNITO_ENDPOINT = 'http://localhost:9229';
/** cognito-local keeps its data in `.cognito/` of its working folder: a fresh copy of the seed each start. */
export const COGNITO_DIR = join(tmpdir(), 'corvane-cognito-local');
/** Where the tests read the codes cognito-local "sent" (its users' records). */
export const COGNITO_POOL_FILE = join(COGNITO_DIR, '.cognito', 'db', 'local_corvane.json');

/** The Auth0 stand-in (oauth2-mock-server, scripts/auth-servers/auth0-mock.mjs) and its issuer. */
export const AUTH0_MOCK_URL = 'http://localhost:9400';

export const servers = {
  firebase: {
    name: 'Firebase Auth emulator (firebase-tools 15.34.2)',
    command: [
      'npx',
      ['-y', 'firebase-tools@15.34.2', 'emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT, '--config', join(here, 'firebase.json')],
    ],
    readyUrl: `${FIREBASE_EMULATOR}/`,
    /** The app's build settings against this server. */
    env: {
      VITE_AUTH_METHOD: 'firebase',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT}.firebaseapp.com`,
      VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
      VITE_FIREBASE_APP_ID: 'demo-app',
      VITE_FIREBASE_AUTH_EMULATOR_URL: FIREBASE_EMULATOR,
    },
    /** Where the provider e2e run serves its build. */
    appPort: 4325,
  },
  amplify: {
    name: 'cognito-local 5.3.0 (Amazon Cognito user pools)',
    command: ['npx', ['-y', 'cognito-local@5.3.0']],
    cwd: COGNITO_DIR,
    serverEnv: { PORT: '9229' },
    /** The user pool `local_corvane` and its app client, from scripts/auth-servers/cognito-local. */
    prepare: () => {
      rmSync(COGNITO_DIR, { recursive: true, force: true });
      cpSync(join(here, 'cognito-local'), join(COGNITO_DIR, '.cognito'), { recursive: true });
    },
    readyUrl: `${COGNITO_ENDPOINT}/health`,
    env: {
      VITE_AUTH_METHOD: 'amplify',
      VITE_AMPLIFY_USER_POOL_ID: 'local_corvane',
      VITE_AMPLIFY_USER_POOL_WEB_CLIENT_ID: 'corvanewebclient0000000000',
      VITE_AMPLIFY_REGION: 'local',
      VITE_AMPLIFY_USER_POOL_ENDPOINT: COGNITO_ENDPOINT,
      // cognito-local has no SRP.
      VITE_AMPLIFY_AUTH_FLOW: 'USER_PASSWORD_AUTH',
      COGNITO_POOL_FILE,
    },
    appPort: 4326,
  },
  auth0: {
    name: 'oauth2-mock-server 8.2.3 (an OIDC server standing in for Auth0)',
    command: ['npx', ['-y', '-p', 'oauth2-mock-server@8.2.3', 'node', join(here, 'auth0-mock.mjs')]],
    serverEnv: { PORT: '9400', HOST: 'localhost' },
    readyUrl: `${AUTH0_MOCK_URL}/.well-known/openid-configuration`,
    env: {
      VITE_AUTH_METHOD: 'auth0',
      VITE_AUTH0_DOMAIN: AUTH0_MOCK_URL,
      VITE_AUTH0_CLIENT_ID: 'corvane-local-spa',
      AUTH0_MOCK_URL,
    },
    appPort: 4327,
  },
};

/** The packages `npx` runs the servers from (scripts/test.mjs fetches them ahead, beside the other steps). */
export const authServerPackages = ['firebase-tools@15.34.2', 'cognito-local@5.3.0', 'oauth2-mock-server@8.2.3'];

async function reachable(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Starts `id`'s server and resolves once it answers; rejects with the reason (and the server's
 * last output) when it exits or stays silent for `timeoutMs`. `stop()` ends its process group.
 */
export async function startServer(id, { timeoutMs = 180_000, log = false } = {}) {
  const server = servers[id];
  if (!server) throw new Error(`No local server named "${id}" (known: ${Object.keys(servers).join(', ')}).`);
  if (await reachable(server.readyUrl)) {
    throw new Error(`${server.name}: something already answers on ${server.readyUrl}; stop it first (its port is taken).`);
  }
  server.prepare?.();
  const [cmd, args] = server.command;
  const child = spawn(cmd, args, {
    cwd: server.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...server.serverEnv },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4_000);
    if (log) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const started = Date.now();
  while (!(await reachable(server.readyUrl))) {
    if (exited || Date.now() - started > timeoutMs) {
      stop();
      const why = exited ? `exited (code ${exited.code}, signal ${exited.signal})` : `did not answer on ${server.readyUrl} within ${timeoutMs / 1000} s`;
      throw new Error(`${server.name} could not start: it ${why}.\n--- its last output ---\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { server, stop, child };
}
