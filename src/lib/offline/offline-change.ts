// A change the user made that may have to wait for the connection (docs/product-rules.md#offline):
// the request to send, the row it concerns and how to name it. Plain data, so it can be kept in
// IndexedDB and sent after the tab was closed and opened again.
import type { QueryKey } from '@tanstack/react-query';
import { HttpError } from '@/lib/http/http-error';

export type OfflineMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OfflineChange<I = unknown> {
  /** Stable across reloads (the mutation's own id is not). */
  id: string;
  /** The section's mutation key group: `['offline', group]`. */
  group: string;
  /** The account that made it: only that account's session sends it. */
  accountId: string | null;
  method: OfflineMethod;
  path: string;
  body?: unknown;
  /** The property of the answer that holds the result (`user` for `{ user }`), if any. */
  resultKey?: string;
  /** The row it changes: shown as pending on that row until the server has it. */
  rowId: string;
  /** The fields it sets on the row (shown on the row while it waits). */
  patch?: Record<string, unknown>;
  /** True for a delete: the row stays hidden while it waits. */
  removes?: boolean;
  /** The line in the list of pending changes: a locale key of namespace `ns`, with its values. */
  label: { ns: string; key: string; values?: Record<string, string> };
  /** The queries to refresh once the server has it, or once it is discarded. */
  invalidates: QueryKey[];
  /** The caller's own input, for its callbacks while the page that made it is open. */
  input: I;
  madeAt: number;
}

export const OFFLINE_KEY_ROOT = 'offline';

/** The mutation key of a section's changes; `['offline']` matches them all. */
export const offlineMutationKey = (group: string) => [OFFLINE_KEY_ROOT, group] as const;

/** The request never got an answer (no network, DNS, a dropped connection): worth sending again. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof HttpError ? error.status === 0 : error instanceof TypeError;
}

export function newChangeId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
