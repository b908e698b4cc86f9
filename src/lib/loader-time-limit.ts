// A route loader never holds the screen for ever (docs/product-rules.md#slow-loads): after
// LOADER_TIME_LIMIT_MS the loader fails with a SlowLoadError, so the route's error component shows,
// inside the dashboard's shell, what is slow with Retry and a way out. The request itself goes on:
// Retry picks up the same in-flight query.
export const LOADER_TIME_LIMIT_MS = 12_000;

export class SlowLoadError extends Error {
  constructor() {
    super('This page is taking longer than it should to load.');
    this.name = 'SlowLoadError';
  }
}

export function isSlowLoadError(error: unknown): error is SlowLoadError {
  return error instanceof SlowLoadError;
}

export function withinTimeLimit<T>(
  work: Promise<T>,
  ms: number = LOADER_TIME_LIMIT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SlowLoadError()), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
