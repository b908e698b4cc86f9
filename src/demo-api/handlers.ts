// Every handler of the demo API. Each resource group is one file in ./handlers that exports
// `handlers`; dropping a file there adds it (the browser worker and the tests both use this list).
import type { RequestHandler } from 'msw';

const modules = import.meta.glob<{ handlers: RequestHandler[] }>(['./handlers/*.ts', '!./handlers/*.test.ts'], {
  eager: true,
});

export const handlers: RequestHandler[] = Object.keys(modules)
  .sort()
  .flatMap((key) => modules[key]?.handlers ?? []);
