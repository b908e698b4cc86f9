// The demo API's handlers in one eager list, as handlers.ts built it before its groups loaded on
// their first request: every file of src/demo-api/handlers imported, sorted by name. The unit tests'
// msw server uses it, so no test pays for importing a group inside its time limit (the lazy list
// is what ships; src/demo-api/handlers.test.ts checks that it answers as this list does).
import type { RequestHandler } from 'msw';

export const handlerModules = import.meta.glob<RequestHandler[]>(
  ['../src/demo-api/handlers/*.ts', '!../src/demo-api/handlers/*.test.ts'],
  { eager: true, import: 'handlers' },
);

export const eagerHandlers: RequestHandler[] = Object.keys(handlerModules)
  .sort()
  .flatMap((file) => handlerModules[file] ?? []);
