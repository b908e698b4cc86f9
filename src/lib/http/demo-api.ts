// Starts the built-in demo API (msw in a service worker) on the first request, unless a real
// server is configured with VITE_API_URL. Pages that make no API call never load it.
let started: Promise<void> | null = null;

export function demoApiEnabled(): boolean {
  return !import.meta.env.VITE_API_URL && import.meta.env.MODE !== 'test';
}

export function ensureDemoApi(): Promise<void> {
  if (!demoApiEnabled()) return Promise.resolve();
  started ??= import('@/demo-api/browser').then((m) => m.startDemoApi());
  return started;
}
