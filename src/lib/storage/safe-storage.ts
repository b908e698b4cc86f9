// Browser storage that never throws into the UI (docs/product-rules.md#storage). A write that
// fails (storage full, blocked, or a private mode without it) keeps the change for this visit and
// tells the user, once per page, that it will not be remembered.
import type { StateStorage } from 'zustand/middleware';

let told = false;
let notice: () => void = () => {};

/** How the user is told (the app sets a toast: ./storage-notice.ts); kept apart to avoid import cycles. */
export function configureStorageNotice(show: () => void): void {
  notice = show;
}

/** Tells the user once that changes will last only this visit. */
export function reportStorageFailure(error?: unknown): void {
  if (error !== undefined)
    console.warn('[storage] A write failed; the change lasts this visit only.', error);
  if (told) return;
  told = true;
  notice();
}

/** For tests: forget that the user was told. */
export function resetStorageFailureNotice(): void {
  told = false;
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a key; a blocked storage reads as empty. */
export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key; returns false (and tells the user once) when the browser refuses it. */
export function writeStorage(kind: 'local' | 'session', key: string, value: string): boolean {
  const storage = area(kind);
  try {
    if (!storage) throw new Error(`${kind}Storage is not available`);
    storage.setItem(key, value);
    return true;
  } catch (error) {
    reportStorageFailure(error);
    return false;
  }
}

export function removeStorage(kind: 'local' | 'session', key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to forget in a storage that cannot be reached.
  }
}

/** A zustand `persist` storage on top of the above. */
export function safeStateStorage(kind: 'local' | 'session'): StateStorage {
  return {
    getItem: (name) => readStorage(kind, name),
    setItem: (name, value) => {
      writeStorage(kind, name, value);
    },
    removeItem: (name) => removeStorage(kind, name),
  };
}
