// The row menu itself (./row-menu.tsx): one Chakra menu for the whole table, anchored to the button
// of the row it was opened from. Its code (zag's menu, floating-ui) is fetched once the list has
// settled, or at the first press before that (./data-table.tsx).
import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { currentAnchor, type RowMenuConfig, type RowMenuEntry, type RowMenuTarget } from './row-menu';

export interface RowMenuProps<T> extends RowMenuConfig<T> {
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

export function RowMenuLoaded<T>({ target, open, onClose, label, items, onSelect, onOpen }: RowMenuProps<T>) {
  const row = target?.row;
  // Mounted closed first, then opened: the code may arrive after a row's button was pressed, and
  // the menu opens (positions itself, takes focus) as it does when its code was already there.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);
  return (
    <Menu.Root
      open={open && mounted}
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
