// Whether the settings drawer is open (seed §4): client state, not persisted.
import { create } from 'zustand';

interface SettingsDrawerState {
  open: boolean;
  setOpen(value: boolean): void;
  toggle(): void;
  close(): void;
}

export const useSettingsDrawer = create<SettingsDrawerState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
}));
