// Presence on a page (docs/api/live.md#presence). `usePresence(topic)` says "I have this open"
// (at once, every 10 s while the page is visible, on becoming visible again, and `left` when the
// page goes, unmounted or closed) and returns the other accounts that have it open.
// `useTyping(topic)` returns who else is typing there and a `typed()` to call on each key press
// (announced at most every 2 s).
// Announcements skip the offline queue and never show an error: a lost one is replaced by the next.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import {
  PRESENCE_TYPING_EVERY_MS,
  PRESENCE_VIEWING_EVERY_MS,
  presencePaths,
  type PresenceAccount,
  type PresenceInput,
  type PresenceState,
  type PresenceTopic,
} from '@/lib/api-contract/presence';
import { http } from '@/lib/http/client';
import { useAuth } from '@/lib/session/use-auth';
import { presenceStore, type PresenceEntry } from './presence-store';

/**
 * Tells the others; offline or failing, silently nothing. `keepalive`: the page is closing (the
 * request outlives it).
 */
export function announcePresence(topic: PresenceTopic, state: PresenceState, keepalive = false): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  http.post(presencePaths.announce, { topic, state } satisfies PresenceInput, { keepalive }).catch(() => undefined);
}

const NONE: readonly PresenceEntry[] = [];
const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** The other accounts (not the signed-in one) in `state` on the topic, each once. */
function useOthers(topic: PresenceTopic | null, state: PresenceEntry['state'], me: string | null): PresenceAccount[] {
  const entries = useStore(presenceStore, (s) => (topic ? s.byTopic[topic] : undefined) ?? NONE);
  return useMemo(() => {
    const seen = new Set<string>();
    return entries
      .filter((e) => e.state === state && e.account.id !== me && !seen.has(e.account.id) && seen.add(e.account.id))
      .map((e) => e.account);
  }, [entries, state, me]);
}

/** Announces that this page has `topic` open while it is mounted; returns the others who do. */
export function usePresence(topic: PresenceTopic | null): PresenceAccount[] {
  const me = useAuth().user?.id ?? null;
  useEffect(() => {
    if (!topic || !me) return;
    const announce = () => {
      if (visible()) announcePresence(topic, 'viewing');
    };
    // A page closed, reloaded or left for another site never unmounts: it says `left` as it goes,
    // so the others do not see it for the rest of its TTL.
    const leave = () => announcePresence(topic, 'left', true);
    announce();
    const timer = setInterval(announce, PRESENCE_VIEWING_EVERY_MS);
    document.addEventListener('visibilitychange', announce);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', announce);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', announce);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', announce);
      announcePresence(topic, 'left');
    };
  }, [topic, me]);
  return useOthers(topic, 'viewing', me);
}

/** Who else is typing on `topic`, and `typed()` for this page's own key presses. */
export function useTyping(topic: PresenceTopic | null): { typing: PresenceAccount[]; typed: () => void } {
  const me = useAuth().user?.id ?? null;
  const last = useRef(0);
  useEffect(() => {
    last.current = 0;
  }, [topic]);
  const typed = useCallback(() => {
    const now = Date.now();
    if (!topic || !me || now - last.current < PRESENCE_TYPING_EVERY_MS) return;
    last.current = now;
    announcePresence(topic, 'typing');
  }, [topic, me]);
  return { typing: useOthers(topic, 'typing', me), typed };
}
