// Response helpers shared by the demo API's handlers: JSON errors in the contract's shape, the
// common ones in its words (src/lib/api-contract/errors.ts).
import { HttpResponse, delay } from 'msw';
import { apiMessages } from '@/lib/api-contract/errors';

export const API = '*/api';

export function fieldErrors(errors: Record<string, string>, message: string = apiMessages.fieldErrors) {
  return HttpResponse.json({ message, fieldErrors: errors }, { status: 400 });
}

export function notFound(message: string = apiMessages.notFound) {
  return HttpResponse.json({ message }, { status: 404 });
}

export function unauthorized(message: string = apiMessages.unauthorized) {
  return HttpResponse.json({ message }, { status: 401 });
}

export function forbidden(message: string = apiMessages.forbidden) {
  return HttpResponse.json({ message }, { status: 403 });
}

export function conflict(message: string, errors?: Record<string, string>) {
  return HttpResponse.json({ message, fieldErrors: errors }, { status: 409 });
}

/** Reads a JSON body; null when it is missing or not an object. */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Simulated network latency (VITE_DEMO_LATENCY_MS, default 120 ms in the browser, none in tests). */
export function latency() {
  const configured = Number(import.meta.env.VITE_DEMO_LATENCY_MS);
  const ms = Number.isFinite(configured) && configured >= 0 ? configured : import.meta.env.MODE === 'test' ? 0 : 120;
  return ms > 0 ? delay(ms) : Promise.resolve();
}
