// docs/product-rules.md#session-expiry drafts: when the session expires (or the API answers 401), every mounted form that opted in
// has its field values saved, and the same form gets them back after the user signs in again.
// Drafts hold form fields only, never the token; they live in sessionStorage (this tab) and
// belong to the user who typed them: another account signing in never sees them.
//
// Use in a react-hook-form form:
//
//   const form = useForm<UserFormValues>({ defaultValues });
//   const draft = useFormDraft('user-edit:' + id, form.getValues, form.reset);
//   ...
//   {draft.restored && (
//     <Alert.Root status="info">…{t('draftRestored')} <Button onClick={draft.discard}>…</Button></Alert.Root>
//   )}
//   // after a successful save: draft.clear()
//
// Pass a `getValues` that leaves out secrets (passwords, card numbers): whatever it returns is
// written to sessionStorage as JSON.
import { writeStorage } from '@/lib/storage/safe-storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useOptionalSession } from './session-context';

const PREFIX = 'corvane.draft:';

interface StoredDraft {
  owner: string | null;
  savedAt: string;
  values: unknown;
}

const sources = new Map<string, () => unknown>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Registers a mounted form; returns the function that unregisters it. */
export function registerDraftSource(key: string, getValues: () => unknown): () => void {
  sources.set(key, getValues);
  return () => {
    if (sources.get(key) === getValues) sources.delete(key);
  };
}

export function saveDraft(key: string, values: unknown, owner: string | null): void {
  let serialised: string;
  try {
    const draft: StoredDraft = { owner, savedAt: new Date().toISOString(), values };
    serialised = JSON.stringify(draft);
  } catch {
    // A value that does not serialise: the draft is lost, the sign-out is not.
    return;
  }
  // A full storage: the user is told once that the draft will not be kept.
  writeStorage('session', PREFIX + key, serialised);
}

/** Saves every mounted form's values. The session calls it when it ends without the user asking. */
export function saveAllDrafts(owner: string | null): void {
  for (const [key, getValues] of sources) saveDraft(key, getValues(), owner);
}

/** The draft saved for `key` by `owner`, removed from storage as it is taken; null if none. */
export function takeDraft<T>(key: string, owner: string | null): T | null {
  const store = storage();
  const raw = store?.getItem(PREFIX + key);
  if (!store || raw == null) return null;
  store.removeItem(PREFIX + key);
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    return draft && draft.owner === owner ? (draft.values as T) : null;
  } catch {
    return null;
  }
}

export function discardDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

export interface FormDraft {
  /** True when the form was filled from a draft saved before the session ended. */
  restored: boolean;
  /** Puts the form back to what it was before the draft was applied. */
  discard: () => void;
  /** Forget the draft notice (e.g. after a successful save). */
  clear: () => void;
}

// Outside a SessionProvider (isolated component tests) drafts belong to nobody.
type OwnerState = { user: { id: string } | null };
const noSession = createStore<OwnerState>(() => ({ user: null }));

/**
 * Keeps a form's values across a session expiry: registers the form while it is mounted and, when
 * the signed-in user left a draft under `key`, fills the form with it once on mount.
 */
export function useFormDraft<T>(
  key: string,
  getValues: () => T,
  reset: (values: T) => void,
): FormDraft {
  const session = useOptionalSession();
  const owner = useStore(
    (session?.store ?? noSession) as StoreApi<OwnerState>,
    (s) => s.user?.id ?? null,
  );
  const [restored, setRestored] = useState(false);
  const before = useRef<T | null>(null);
  const getValuesRef = useRef(getValues);
  const resetRef = useRef(reset);
  useEffect(() => {
    getValuesRef.current = getValues;
    resetRef.current = reset;
  });

  useEffect(() => {
    // Only a signed-in user takes a draft: while the session is ending the form is still mounted
    // with no owner, and must neither apply nor drop what was just saved.
    const draft = owner === null ? null : takeDraft<T>(key, owner);
    if (draft !== null) {
      before.current = getValuesRef.current();
      resetRef.current(draft);
      setRestored(true);
    }
    return registerDraftSource(key, () => getValuesRef.current());
  }, [key, owner]);

  const discard = useCallback(() => {
    if (before.current !== null) resetRef.current(before.current);
    before.current = null;
    setRestored(false);
  }, []);
  const clear = useCallback(() => {
    before.current = null;
    setRestored(false);
  }, []);

  return { restored, discard, clear };
}
