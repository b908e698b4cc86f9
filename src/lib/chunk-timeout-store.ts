// Holds a chunk time-out (docs/product-rules.md#chunk-errors) so the root screen can show it; set by the router watcher.
import { create } from 'zustand';
import type { ChunkLoadError } from './chunk-errors';

interface ChunkTimeoutState {
  error: ChunkLoadError | null;
  set: (error: ChunkLoadError | null) => void;
}

export const useChunkTimeoutStore = create<ChunkTimeoutState>()((set) => ({
  error: null,
  set: (error) => set({ error }),
}));
