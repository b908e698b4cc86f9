// The composer's state on this tab: open or not, minimised, and what is typed (without the
// attachments' content, which the saved draft holds). Kept in sessionStorage so a reload, or a
// session that expires and is signed into again, finds the message where it was; it belongs to
// the user who typed it.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage/safe-storage';
import type { ComposeValues } from './compose-values';

export interface ComposeState {
  open: boolean;
  minimised: boolean;
  owner: string | null;
  /** What the composer starts from (a reply, a draft) or last saved; bumps `version` when replaced. */
  values: ComposeValues | null;
  version: number;
  start: (values: ComposeValues, owner: string | null) => void;
  remember: (values: ComposeValues) => void;
  setMinimised: (minimised: boolean) => void;
  close: () => void;
}

export const useComposeStore = create<ComposeState>()(
  persist(
    (set) => ({
      open: false,
      minimised: false,
      owner: null,
      values: null,
      version: 0,
      start: (values, owner) =>
        set((s) => ({ open: true, minimised: false, owner, values, version: s.version + 1 })),
      remember: (values) => set({ values }),
      setMinimised: (minimised) => set({ minimised }),
      close: () =>
        set((s) => ({ open: false, minimised: false, values: null, version: s.version + 1 })),
    }),
    {
      name: 'corvane.mail.compose',
      storage: createJSONStorage(() => safeStateStorage('session')),
      partialize: (s) => ({
        open: s.open,
        minimised: s.minimised,
        owner: s.owner,
        values: s.values ? { ...s.values, attachments: [] } : null,
      }),
    },
  ),
);
