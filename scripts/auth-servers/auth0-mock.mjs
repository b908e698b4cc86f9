#!/usr/bin/env node
// The local stand-in for Auth0 (docs/auth-providers.md#local-servers): oauth2-mock-server's OIDC
// server, made to answer at the addresses @auth0/auth0-spa-js calls. Run by servers.mjs as
//   npx -y -p oauth2-mock-server@8.2.3 node scripts/auth-servers/auth0-mock.mjs
// so the package comes from npx's cache, never from the app's dependencies.
//
// What it bridges:
// - the token endpoint is /oauth/token (Auth0's), not /token; the logout is /v2/logout with
//   `returnTo` (Auth0's), not /endsession with `post_logout_redirect_uri`;
// - the issuer is http://localhost:PORT/ (trailing slash, as Auth0's and as the SDK checks);
// - the ID token names one user (AUTH0_MOCK_EMAIL), confirmed: /authorize has no login form and
//   answers at once with a code, standing in for the hosted page a person fills in.
// Test controls (POST, JSON, on this server only): /__mock/settings takes `tokenTtlSeconds` (the
// next tokens' lifetime) and `authorizeError` (the next /authorize answers with this error).
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const port = Number(process.env.PORT ?? 9400);
const host = process.env.HOST ?? 'localhost';
const user = {
  sub: 'auth0|corvane-local-user',
  email: process.env.AUTH0_MOCK_EMAIL ?? 'auth0.user@corvane.example',
  email_verified: true,
  name: process.env.AUTH0_MOCK_NAME ?? 'Nadia Mansour',
  given_name: (process.env.AUTH0_MOCK_NAME ?? 'Nadia Mansour').split(' ')[0],
  family_name: (process.env.AUTH0_MOCK_NAME ?? 'Nadia Mansour').split(' ').slice(1).join(' '),
};

/** oauth2-mock-server from the folder npx installed it in (its bin folder is on PATH). */
async function loadMockServer() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const entry = join(dir, '..', 'oauth2-mock-server', 'dist', 'index.mjs');
    if (dir.endsWith(join('node_modules', '.bin')) && existsSync(entry)) return import(pathToFileURL(entry).href);
  }
  try {
    return await import('oauth2-mock-server');
  } catch {
    throw new Error('oauth2-mock-server is not installed: run this script through `npx -y -p oauth2-mock-server@8.2.3 node …`.');
  }
}

const { OAuth2Issuer, OAuth2Service } = await loadMockServer();
const issuer = new OAuth2Issuer(true);
issuer.url = `http://${host}:${port}/`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer, { token: '/oauth/token', endSession: '/v2/logout' });

const settings = { tokenTtlSeconds: 3600, authorizeError: null };

service.on('beforeTokenSigning', (token) => {
  const now = Math.floor(Date.now() / 1000);
  token.payload.exp = now + settings.tokenTtlSeconds;
  Object.assign(token.payload, user);
});
service.on('beforeResponse', (response) => {
  if (response.statusCode === 200 && response.body.expires_in) response.body.expires_in = settings.tokenTtlSeconds;
});
service.on('beforeAuthorizeRedirect', ({ url }) => {
  if (!settings.authorizeError) return;
  url.searchParams.delete('code');
  url.searchParams.set('error', settings.authorizeError);
  url.searchParams.set('error_description', `The local server was told to answer ${settings.authorizeError}.`);
  settings.authorizeError = null;
});

function readJson(req) {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}'));
      } catch {
        resolve({});
      }
    });
  });
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', issuer.url);
  if (url.pathname === '/__mock/settings' && req.method === 'POST') {
    const next = await readJson(req);
    if (Number.isFinite(next.tokenTtlSeconds) && next.tokenTtlSeconds > 0) settings.tokenTtlSeconds = Math.floor(next.tokenTtlSeconds);
    if ('authorizeError' in next) settings.authorizeError = typeof next.authorizeError === 'string' ? next.authorizeError : null;
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(settings));
    return;
  }
  if (url.pathname === '/v2/logout' && url.searchParams.has('returnTo')) {
    // Auth0's logout names the way back `returnTo`; the mock's end-session endpoint wants this name.
    url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('returnTo'));
    req.url = `${url.pathname}?${url.searchParams}`;
  }
  service.requestHandler(req, res);
});
server.listen(port, host, () => console.log(`Auth0 stand-in (oauth2-mock-server) issuing as ${issuer.url}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
