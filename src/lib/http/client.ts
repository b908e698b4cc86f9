// The one HTTP client. Base address from VITE_API_URL (default: same origin); bearer token and
// XSRF header; no time-out of its own, but it honours the AbortSignal it is given. A read can be
// answered in the page by an in-page server (the demo API) instead of the network.
import { LIVE_ORIGIN_HEADER } from '@/lib/api-contract/live';
import { GENERIC_ERROR_MESSAGE, HttpError, type ErrorBody } from './http-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The contract's shape check of a 2xx body; a body that fails it rejects as unreadable. */
  expect?: (body: unknown) => boolean;
  /** 'blob' reads a successful answer as bytes (a download) instead of JSON. */
  responseType?: 'json' | 'blob';
  /** Sent even if the page is closing (fetch's `keepalive`: a small body, sent from `pagehide`). */
  keepalive?: boolean;
}

/**
 * Answers a request in the page (the demo API's handlers, without the service worker's round
 * trip): a Response as the network would give it, or undefined to send the request as usual.
 */
export type InPageServer = (request: Request) => Promise<Response | undefined>;

interface ClientHooks {
  /** Returns the current access token, if any. */
  getToken: () => string | null;
  /** Called with the token a request carried when the server answered it 401. */
  onUnauthorized: (token: string) => void;
  /**
   * Resolves once the API can answer (starts the demo API on first use), with the in-page server
   * that answers reads, if there is one; `forWrite`: once it can answer a write.
   */
  ready: (forWrite: boolean) => Promise<InPageServer | void>;
}

const hooks: ClientHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  ready: () => Promise.resolve(),
};

export function configureHttpClient(next: Partial<ClientHooks>) {
  Object.assign(hooks, next);
}

/**
 * This tab's id. Its writes carry it (`X-Live-Origin`, docs/api/live.md), and the live events of
 * those writes come back with it, so the tab that made a change does not refetch for it a second
 * time (src/lib/live/start-live.ts). `randomUUID` needs a secure context: elsewhere, random digits.
 */
export const TAB_ID: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The access token requests carry now (the live-update stream sends it itself: src/lib/live). */
export const currentAccessToken = (): string | null => hooks.getToken();

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function apiBaseUrl(): string {
  const configured = (import.meta.env.VITE_API_URL as string | undefined)?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

export function buildUrl(path: string, query?: RequestOptions['query']): URL {
  if (!path.startsWith('/')) throw new Error(`API paths start with '/': ${path}`);
  const url = new URL(`${apiBaseUrl()}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, String(v)));
    else url.searchParams.set(key, String(value));
  }
  return url;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const UNREADABLE = Symbol('unreadable');

/** The body as JSON; null when there is none; UNREADABLE when there is one that is not JSON. */
async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return UNREADABLE;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return UNREADABLE;
  }
}

export const isJsonObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** Whether a 2xx body can be handed to the caller: a GET must answer with JSON data. */
function readable(method: Method, parsed: unknown, expect?: (body: unknown) => boolean): boolean {
  if (parsed === UNREADABLE) return false;
  if (method === 'GET' && (parsed === null || typeof parsed !== 'object')) return false;
  return expect ? expect(parsed) : true;
}

/** The server's error body as the contract shapes it; a bare JSON string becomes its message. */
function errorBodyOf(parsed: unknown): ErrorBody | null {
  if (typeof parsed === 'string' && parsed.trim()) return { message: parsed };
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as ErrorBody;
  return null;
}

/**
 * The in-page server's answer, with the network's semantics: an error Response (`Response.error()`)
 * is a failed request, and an abort rejects at once even if the server has not answered. The time
 * it took is a `performance` measure named `in-page <path>` (scripts/bench-users.mjs reads it).
 */
async function answerInPage(server: InPageServer, request: Request, signal?: AbortSignal): Promise<Response | undefined> {
  signal?.throwIfAborted();
  const start = performance.now();
  const answer = server(request);
  const response = await (signal
    ? new Promise<Response | undefined>((resolve, reject) => {
        const abort = () => reject(signal.reason as Error);
        signal.addEventListener('abort', abort, { once: true });
        answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
      })
    : answer);
  if (response?.type === 'error') throw new TypeError('Failed to fetch');
  if (response) {
    const { pathname, search } = new URL(request.url);
    performance.measure(`in-page ${pathname}${search}`, { start });
  }
  return response;
}

export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const inPage = await hooks.ready(method !== 'GET');
  const url = buildUrl(path, options.query);
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = hooks.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET') headers.set(LIVE_ORIGIN_HEADER, TAB_ID);
  if (typeof window !== 'undefined' && url.origin === window.location.origin) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Uint8Array) {
    headers.set('Content-Type', 'application/octet-stream');
    body = options.body as Uint8Array<ArrayBuffer>;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const init: RequestInit = { method, headers, body, signal: options.signal, credentials: 'same-origin', keepalive: options.keepalive };
    // Reads only: writes still go over the network (the service worker), where they show.
    const answered = inPage && method === 'GET' ? await answerInPage(inPage, new Request(url, init), options.signal) : undefined;
    response = answered ?? (await fetch(url, init));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new HttpError(0, null);
  }

  if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
  let parsed: unknown;
  try {
    parsed = await parseBody(response);
  } catch (error) {
    // The body stream broke off (or the caller left): same as a network error.
    if (options.signal?.aborted) throw error;
    parsed = null;
  }
  if (response.status >= 200 && response.status < 300) {
    if (!readable(method, parsed, options.expect))
      throw new HttpError(response.status, null, { unreadable: true });
    return parsed as T;
  }
  if (response.status === 401 && token) hooks.onUnauthorized(token);
  throw new HttpError(response.status, parsed === UNREADABLE ? null : errorBodyOf(parsed));
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** GET of bytes (a file's content), with the same token and error handling as JSON calls. */
  blob: (path: string, options?: Omit<RequestOptions, 'body' | 'responseType'>) =>
    request<Blob>('GET', path, { ...options, responseType: 'blob' }),
};

export { GENERIC_ERROR_MESSAGE };
