import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/setup';
import { buildUrl, configureHttpClient, http, XSRF_HEADER } from './client';
import { GENERIC_ERROR_MESSAGE, HttpError, UNREADABLE_MESSAGE } from './http-error';

function capture(method: 'get' | 'post' = 'get') {
  const seen: Request[] = [];
  server.use(
    mswHttp[method]('*/api/probe', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  configureHttpClient({
    getToken: () => sessionStorage.getItem('accessToken'),
    onUnauthorized: () => {},
    ready: () => Promise.resolve(),
  });
});

describe('reads answered in the page (the demo API without its service worker)', () => {
  it('hands a GET to the in-page server with its query and token, and sends writes over the network', async () => {
    const inPage: Request[] = [];
    configureHttpClient({
      getToken: () => 'token-123',
      ready: () =>
        Promise.resolve((request: Request) => {
          inPage.push(request);
          return Promise.resolve(HttpResponse.json({ from: 'page' }));
        }),
    });
    const seen = capture('post');
    expect(await http.get('/api/probe', { query: { page: 2 } })).toEqual({ from: 'page' });
    expect(new URL(inPage[0]!.url).search).toBe('?page=2');
    expect(inPage[0]!.headers.get('authorization')).toBe('Bearer token-123');
    expect(await http.post('/api/probe', { a: 1 })).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(inPage).toHaveLength(1);
  });

  it('treats an error response as a failed request, a 401 as one, and falls back to the network when not handled', async () => {
    const onUnauthorized = vi.fn();
    let next: Response | undefined = Response.error();
    configureHttpClient({ getToken: () => 'tok', onUnauthorized, ready: () => Promise.resolve(() => Promise.resolve(next)) });
    await expect(http.get('/api/probe')).rejects.toMatchObject({ status: 0 });
    next = HttpResponse.json({ message: 'Expired' }, { status: 401 });
    await expect(http.get('/api/probe')).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(onUnauthorized).toHaveBeenCalledWith('tok');
    next = undefined;
    capture();
    expect(await http.get('/api/probe')).toEqual({ ok: true });
  });

  it('rejects at once when the caller aborts, even if the server has not answered', async () => {
    configureHttpClient({ ready: () => Promise.resolve(() => new Promise<Response>(() => {})) });
    const controller = new AbortController();
    const pending = http.get('/api/probe', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the HTTP client', () => {
  it('calls the same origin by default, with query parameters', () => {
    const url = buildUrl('/api/user/list', {
      page: 2,
      q: 'ana',
      empty: '',
      none: undefined,
      ids: ['a', 'b'],
    });
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/user/list');
    expect(url.searchParams.toString()).toBe('page=2&q=ana&ids=a&ids=b');
  });

  it('sends the stored token as a bearer Authorization header, and none when signed out', async () => {
    const seen = capture();
    configureHttpClient({ getToken: () => 'token-123' });
    await http.get('/api/probe');
    configureHttpClient({ getToken: () => null });
    await http.get('/api/probe');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[1]!.headers.get('authorization')).toBeNull();
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on same-origin requests', async () => {
    const seen = capture('post');
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    await http.post('/api/probe', { a: 1 });
    expect(seen[0]!.headers.get(XSRF_HEADER)).toBe('abc 123');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ a: 1 });
  });

  it('uses VITE_API_URL as the base address and keeps the XSRF token away from another origin', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.other.example/');
    const seen = capture('post');
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    await http.post('/api/probe');
    vi.unstubAllEnvs();
    expect(seen[0]!.url).toBe('https://api.other.example/api/probe');
    expect(seen[0]!.headers.get(XSRF_HEADER)).toBeNull();
  });

  it('resolves with the body on any 2xx', async () => {
    server.use(mswHttp.post('*/api/probe', () => HttpResponse.json({ id: 'x' }, { status: 201 })));
    await expect(http.post('/api/probe')).resolves.toEqual({ id: 'x' });
    server.use(mswHttp.delete('*/api/probe', () => new HttpResponse(null, { status: 204 })));
    await expect(http.delete('/api/probe')).resolves.toBeNull();
  });

  it('rejects with the server body when there is one', async () => {
    server.use(
      mswHttp.post('*/api/probe', () =>
        HttpResponse.json(
          { message: 'Check the form.', fieldErrors: { email: 'Taken' } },
          { status: 409 },
        ),
      ),
    );
    const error = await http.post('/api/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Check the form.',
      fieldErrors: { email: 'Taken' },
    });
  });

  it.each([
    [
      'an HTML error page',
      () =>
        new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['an empty body', () => new HttpResponse(null, { status: 500 })],
    [
      'broken JSON',
      () =>
        new HttpResponse('{"message":', {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
    ['a JSON array', () => HttpResponse.json([1, 2], { status: 400 })],
    ['a network error', () => HttpResponse.error()],
  ])("rejects with 'Something went wrong' on %s", async (_label, reply) => {
    server.use(mswHttp.get('*/api/probe', reply));
    const error = await http.get('/api/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(GENERIC_ERROR_MESSAGE);
    expect((error as HttpError).body).toBeNull();
  });

  it.each([
    [
      'an HTML page from a proxy or captive portal',
      () =>
        new HttpResponse('<html><body>Sign in to the Wi-Fi</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'JSON cut off mid-way',
      () =>
        new HttpResponse('{"items":[{"id":"a"', {
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['JSON null', () => HttpResponse.json(null)],
    ['a bare number', () => HttpResponse.json(42)],
    ['plain text', () => HttpResponse.text('OK')],
  ])('rejects a 200 GET answered with %s as unreadable', async (_label, reply) => {
    server.use(mswHttp.get('*/api/probe', reply));
    const error = await http.get('/api/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 200, unreadable: true, message: UNREADABLE_MESSAGE });
  });

  it('checks a 2xx body against the shape the caller expects', async () => {
    server.use(mswHttp.get('*/api/probe', () => HttpResponse.json({ rows: [] })));
    const isList = (body: unknown) => Array.isArray((body as { items?: unknown }).items);
    await expect(http.get('/api/probe', { expect: isList })).rejects.toMatchObject({
      unreadable: true,
    });
    server.use(mswHttp.get('*/api/probe', () => HttpResponse.json({ items: [] })));
    await expect(http.get('/api/probe', { expect: isList })).resolves.toEqual({ items: [] });
  });

  it('honours the AbortSignal it is given (leaving a page cancels)', async () => {
    server.use(
      mswHttp.get('*/api/probe', async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return HttpResponse.json({ late: true });
      }),
    );
    const controller = new AbortController();
    const pending = http.get('/api/probe', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a 401 to a request that carried a token, with that token', async () => {
    const onUnauthorized = vi.fn();
    configureHttpClient({ getToken: () => 'token-abc', onUnauthorized });
    server.use(
      mswHttp.get('*/api/probe', () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
    );
    await expect(http.get('/api/probe')).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('token-abc');
  });

  it('does not report a 401 to a request without a token (wrong password)', async () => {
    const onUnauthorized = vi.fn();
    configureHttpClient({ getToken: () => null, onUnauthorized });
    server.use(
      mswHttp.get('*/api/probe', () => HttpResponse.json({ message: 'No' }, { status: 401 })),
    );
    await expect(http.get('/api/probe')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('waits for the API to be ready before the first request', async () => {
    const seen = capture();
    let release!: () => void;
    configureHttpClient({ ready: () => new Promise<void>((resolve) => (release = resolve)) });
    const pending = http.get('/api/probe');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    release();
    await pending;
    expect(seen).toHaveLength(1);
    configureHttpClient({ ready: () => Promise.resolve() });
  });

  it('holds a write until the API answers writes, and a read only until it answers reads', async () => {
    // The demo API answers reads in the page at once; its worker, which answers writes, may start
    // later (docs/performance.md#demo-api).
    const seen = capture('post');
    let workerUp!: () => void;
    const writes = new Promise<void>((resolve) => (workerUp = resolve));
    configureHttpClient({
      ready: (forWrite) =>
        (forWrite ? writes : Promise.resolve()).then(() => () => Promise.resolve(HttpResponse.json({ from: 'page' }))),
    });
    expect(await http.get('/api/probe')).toEqual({ from: 'page' });
    const pending = http.post('/api/probe', { a: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    workerUp();
    expect(await pending).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });
});
