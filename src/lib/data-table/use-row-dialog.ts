// The dialog a row's menu opens (quick edit, delete confirmation): which one, for which row, and
// the row's menu button to give focus back to when it closes. The menu has gone by the time the
// dialog opens, so the dialog cannot learn its opener from the focused element; it is told.
import { useCallback, useRef, useState } from 'react';
import { currentAnchor } from './row-menu';

export interface RowDialog<T, K extends string> {
  kind: K | null;
  row: T | null;
  open: (kind: K, row: T, anchor?: HTMLElement) => void;
  close: () => void;
  /** For `Dialog.Root finalFocusEl`: the row's button as it is on the page now (`currentAnchor`). */
  finalFocusEl: () => HTMLElement | null;
}

export function useRowDialog<T, K extends string = 'delete'>(): RowDialog<T, K> {
  const [state, setState] = useState<{ kind: K; row: T } | null>(null);
  // Kept after closing: the dialog asks for it while it closes.
  const anchor = useRef<HTMLElement | null>(null);
  const open = useCallback((kind: K, row: T, opener?: HTMLElement) => {
    anchor.current = opener ?? null;
    setState({ kind, row });
  }, []);
  const close = useCallback(() => setState(null), []);
  const finalFocusEl = useCallback(() => currentAnchor(anchor.current), []);
  return { kind: state?.kind ?? null, row: state?.row ?? null, open, close, finalFocusEl };
}
