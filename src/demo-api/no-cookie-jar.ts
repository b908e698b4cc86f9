// Stands in for tough-cookie (the cookie jar msw bundles, ~100 kB minified with its public-suffix
// list) in the app's build: the demo API keeps its session in a bearer token and sets no cookies,
// so msw's jar stays empty. Aliased in vite.config.ts; docs/performance.md#demo-api.
class Store {
  synchronous = true;
}
class MemoryCookieStore extends Store {}
class CookieJar {
  constructor(_store?: Store) {}
  getCookiesSync(_url: string): { key: string; value: string }[] {
    return [];
  }
  setCookie(_cookie: unknown, _url: string): void {}
}
const Cookie = { fromJSON: (_json: unknown) => null };
const domainMatch = () => false;
const pathMatch = () => false;

export default { Cookie, CookieJar, Store, MemoryCookieStore, domainMatch, pathMatch };
