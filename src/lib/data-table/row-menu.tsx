// A row's actions menu. The table has ONE menu, opened from any row's button: a menu (and its state
// machine) in every row would make each page, sort or filter change pay for menus nobody opens.
// This module holds the rows' buttons and the menu's entries; the menu itself
// (./row-menu-loaded.tsx) is fetched ahead once the list has painted and gone quiet, or at the first
// press before that, so a row's actions (a status, quick edit, delete) work offline from then on
// (docs/product-rules.md#offline, ./use-row-menu-code.ts).
import { IconButton } from '@chakra-ui/react';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';

/** Which row's menu is open, and the button it hangs from. */
export interface RowMenuTarget<T> {
  row: T;
  anchor: HTMLElement;
}

/**
 * One entry of a row's menu. Entries are data, not elements: a section describes its actions and
 * the kit draws them (icons, the destructive colour, a status as a radio group) the same way in
 * every list.
 */
export type RowMenuEntry =
  /** A plain item; its `value` goes to `onSelect`. `danger` colours it as a destructive action. */
  | { kind: 'item'; value: string; label: string; icon?: LucideIcon; danger?: boolean }
  | { kind: 'separator' }
  /** A titled group of radio items (a status to set): `onChange` gets the chosen option's value. */
  | {
      kind: 'choice';
      label: string;
      value: string;
      options: readonly { value: string; label: string }[];
      onChange: (value: string) => void;
    };

export interface RowMenuConfig<T> {
  /** The button's and the menu's accessible name for a row, e.g. "Actions for Ada". */
  label: (row: T) => string;
  /** The menu's entries for a row: items, separators, a choice (radio group). */
  items: (row: T) => readonly RowMenuEntry[];
  /**
   * Called with a plain item's `value` before the menu closes. `anchor` is the row's button: a
   * dialog opened from the menu gives focus back to it (`useRowDialog`).
   */
  onSelect: (value: string, row: T, anchor: HTMLElement) => void;
  /** Called as the menu opens: a screen starts fetching what its items open (a dialog's form). */
  onOpen?: () => void;
  /**
   * Fetches ahead, with the menu's own code once the list has painted, the code its items open (a
   * quick edit's form), so they work offline too (docs/product-rules.md#offline). Keep it stable.
   */
  prefetch?: () => void;
}

interface RowMenuButtonProps<T> {
  row: T;
  /** Translated by the caller: one `t` for the table instead of a hook per row. */
  label: string;
  onOpen: (target: RowMenuTarget<T>) => void;
}

export function RowMenuButton<T>({ row, label, onOpen }: RowMenuButtonProps<T>) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-label={label}
      onClick={(e) => onOpen({ row, anchor: e.currentTarget })}
    >
      <EllipsisVertical aria-hidden />
    </IconButton>
  );
}

/**
 * The row's menu button as it is on the page now. The table's cells are rendered afresh when its
 * column definitions change (a label's translation loaded, a parent's new callback), so the button
 * a menu or dialog was opened from may have been replaced by an equal one meanwhile: focus goes to
 * that one, found by its accessible name, rather than to a detached element (which left focus
 * nowhere after Escape, seen on a loaded machine).
 */
export function currentAnchor(anchor: HTMLElement | null | undefined): HTMLElement | null {
  if (!anchor) return null;
  if (anchor.isConnected) return anchor;
  const label = anchor.getAttribute('aria-label');
  return label ? document.querySelector<HTMLElement>(`[aria-haspopup="menu"][aria-label="${CSS.escape(label)}"]`) : null;
}
