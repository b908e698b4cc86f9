// Whether the signed-in account may change an item (rename, move, star, tag, share, trash, restore,
// delete): its owner and `edit` shares, by the contract's `fileAccessOf`. The screens leave out what
// the server would refuse with 403 (docs/security.md#private-data); the server still decides.
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { fileAccessOf, type FileItem } from '@/lib/api-contract/file';
import { useSession } from '@/lib/session/session-context';

export type MayChangeFile = (item: FileItem) => boolean;

export function useMayChangeFile(): MayChangeFile {
  const email = useStore(useSession().store, (state) => state.user?.email);
  return useCallback((item: FileItem) => email != null && fileAccessOf(item, email) === 'change', [email]);
}
