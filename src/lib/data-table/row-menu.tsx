// A row's actions menu. The table has ONE menu, opened from any row's button: a menu (and its state
// machine) in every row would make each page, sort or filter change pay for menus nobody opens.
// Its code is part of a list's first load: a row's actions (a status, delete) work offline once the
// list has shown (docs/product-rules.md#offline).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';

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

interface RowMenuProps<T> extends RowMenuConfig<T> {
  /** The row the menu was last opened for; kept while it closes, so its items stay mounted. */
  target: RowMenuTarget<T> | null;
  open: boolean;
  onClose: () => void;
}

function Entry({ entry }: { entry: RowMenuEntry }) {
  if (entry.kind === 'separator') return <Menu.Separator />;
  if (entry.kind === 'choice')
    return (
      <Menu.RadioItemGroup value={entry.value} onValueChange={(e) => entry.onChange(e.value)}>
        <Menu.ItemGroupLabel>{entry.label}</Menu.ItemGroupLabel>
        {entry.options.map((option) => (
          <Menu.RadioItem key={option.value} value={option.value}>
            {option.label}
            <Menu.ItemIndicator />
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
    );
  const Icon = entry.icon;
  return (
    <Menu.Item value={entry.value} color={entry.danger ? 'fg.error' : undefined}>
      {Icon ? <Icon aria-hidden /> : null}
      {entry.label}
    </Menu.Item>
  );
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
              {items(row).map((entry, i) => (
                <Entry key={entry.kind === 'item' ? entry.value : `${entry.kind}-${i}`} entry={entry} />
              ))}
            </Menu.Content>
          ) : null}
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
