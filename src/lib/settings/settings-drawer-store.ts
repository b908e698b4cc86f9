// Whether the settings drawer is open (docs/product-rules.md#session): client state, not persisted. The drawer's code
// loads on its first open; `preload` (an opener's pointerenter or focus) asks for it ahead.
import { create } from 'zustand';

interface SettingsDrawerState {
  open: boolean;
  /** True once something asked for the drawer's code ahead of opening it. */
  preloadRequested: boolean;
  setOpen(value: boolean): void;
  toggle(): void;
  close(): void;
  preload(): void;
}

export const useSettingsDrawer = create<SettingsDrawerState>()((set, get) => ({
  open: false,
  preloadRequested: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
  preload: () => {
    if (!get().preloadRequested) set({ preloadRequested: true });
  },
}));
