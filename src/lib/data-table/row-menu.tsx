// A row's actions menu. The table has ONE menu, opened from any row's button: a menu (and its state
// machine) in every row would make each page, sort or filter change pay for menus nobody opens.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';

/** Which row's menu is open, and the button it hangs from. */
export interface RowMenuTarget<T> {
  row: T;
  anchor: HTMLElement;
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

export interface RowMenuConfig<T> {
  /** The button's and the menu's accessible name for a row, e.g. "Actions for Ada". */
  label: (row: T) => string;
  /** The menu's items (Chakra `Menu.Item value=...`, radio groups, separators) for a row. */
  items: (row: T) => ReactNode;
  /**
   * Called with a plain item's `value` before the menu closes. `anchor` is the row's button: a
   * dialog opened from the menu gives focus back to it (`useRowDialog`).
   */
  onSelect: (value: string, row: T, anchor: HTMLElement) => void;
  /** Called as the menu opens: a screen starts fetching what its items open (a dialog's form). */
  onOpen?: () => void;
}

interface RowMenuProps<T> extends RowMenuConfig<T> {
  /** The row the menu was last opened for; kept while it closes, so its items stay mounted. */
  target: RowMenuTarget<T> | null;
  open: boolean;
  onClose: () => void;
}

export function RowMenu<T>({ target, open, onClose, label, items, onSelect, onOpen }: RowMenuProps<T>) {
  const row = target?.row;
  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);
  return (
    <Menu.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) return;
        currentAnchor(target?.anchor)?.focus();
        onClose();
      }}
      onSelect={({ value }) => {
        if (target) onSelect(value, target.row, currentAnchor(target.anchor) ?? target.anchor);
      }}
      positioning={{
        placement: 'bottom-end',
        getAnchorRect: () => target?.anchor.getBoundingClientRect() ?? null,
      }}
    >
      <Portal>
        <Menu.Positioner>
          {row !== undefined ? (
            <Menu.Content minW="48" aria-label={label(row)}>
              {items(row)}
            </Menu.Content>
          ) : null}
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
