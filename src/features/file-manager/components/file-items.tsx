// The items of the current view, as a grid of cards or a table. Each item has a checkbox (its
// selection, announced by screen readers), a name button that opens it, a star and a menu.
// Keyboard: arrows move the selection, Space toggles it, Enter opens, F2 renames, Delete deletes.
// An item the account may only read keeps its star as a state it cannot change, and no F2 or Delete.
import { Box, Checkbox, chakra, HStack, IconButton, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { CappedAvatarGroup } from '@/lib/ui/capped-avatar-group';
import { alignWithParent } from '@/lib/ui/user-text';
import { formatBytes, formatDate } from '../format';
import type { MayChangeFile } from '../use-may-change-file';
import { FileItemMenu, type FileAction } from './file-item-menu';
import { nextIndex } from './file-keyboard';
import { FileKindIcon } from './file-kind-icon';
import { FileRenameField } from './file-rename-field';

export interface FileItemsProps {
  items: FileItem[];
  view: 'grid' | 'list';
  selected: ReadonlySet<string>;
  renamingId: string | null;
  onSelect: (ids: string[]) => void;
  onToggle: (id: string) => void;
  onOpen: (item: FileItem) => void;
  onAction: (action: FileAction, item: FileItem) => void;
  /** Whether the signed-in account may change an item (rename, move, star, share, delete). */
  mayChange: MayChangeFile;
  onRenameDone: (refocus: boolean) => void;
}

// A file's name keeps its own direction ("report.pdf" in the Arabic list, "تقرير.pdf" in the English
// one), aligned with the list (docs/look-and-feel.md#text-in-both-directions).
const NameButton = chakra('button', {
  base: {
    unicodeBidi: 'isolate',
    ...alignWithParent,
    fontWeight: 'medium',
    cursor: 'pointer',
    borderRadius: 'l1',
    minW: 0,
    lineClamp: 2,
    wordBreak: 'break-word',
    _hover: { textDecoration: 'underline' },
    focusVisibleRing: 'outside',
  },
});

export function FileItems(props: FileItemsProps) {
  const { items, view, selected, renamingId, onSelect, onToggle, onOpen, onAction, mayChange, onRenameDone } = props;
  const { t, i18n } = useTranslation('file-manager');
  const container = useRef<HTMLDivElement>(null);
  const siblings = (item: FileItem) =>
    new Set(items.filter((i) => i.id !== item.id && i.parentId === item.parentId).map((i) => i.name.toLowerCase()));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const id = target.dataset.fileItem;
    if (!id) return;
    const item = items.find((i) => i.id === id);
    if (!item) return;
    if (event.key === 'F2' && mayChange(item)) {
      event.preventDefault();
      return onAction('rename', item);
    }
    if (event.key === 'Delete' && mayChange(item)) {
      event.preventDefault();
      return onAction('delete', item);
    }
    if (event.key === ' ') {
      event.preventDefault();
      return onToggle(id);
    }
    const buttons = [...(container.current?.querySelectorAll<HTMLElement>('[data-file-item]') ?? [])];
    const next = nextIndex(event, buttons, buttons.indexOf(target), view === 'grid');
    if (next === null) return;
    event.preventDefault();
    const button = buttons[next];
    button?.focus();
    // Ctrl moves without changing the selection, as in desktop file managers.
    if (button?.dataset.fileItem && !event.ctrlKey && !event.metaKey) onSelect([button.dataset.fileItem]);
  }

  const meta = (item: FileItem) =>
    item.kind === 'folder' && item.size === 0 ? t('item.empty') : formatBytes(item.size, i18n.language);

  const nameOf = (item: FileItem): ReactNode =>
    renamingId === item.id ? (
      <FileRenameField item={item} siblingNames={siblings(item)} onDone={onRenameDone} />
    ) : (
      <NameButton type="button" dir="auto" data-file-item={item.id} aria-describedby={`file-meta-${item.id}`} onClick={() => onOpen(item)}>
        {item.name}
      </NameButton>
    );

  const checkbox = (item: FileItem) => (
    <Checkbox.Root checked={selected.has(item.id)} onCheckedChange={() => onToggle(item.id)} size="sm">
      <Checkbox.HiddenInput aria-label={t('item.select', { name: item.name })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );

  const star = (item: FileItem) => (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t('item.star', { name: item.name })}
      aria-pressed={item.isFavorite}
      // Read-only: the star still says whether the item is starred, as the publish switch does.
      disabled={!mayChange(item)}
      onClick={() => onAction('star', item)}
      color={item.isFavorite ? 'orange.fg' : 'fg.subtle'}
    >
      <Star fill={item.isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );

  const people = (item: FileItem) =>
    item.sharedWith.length ? (
      <CappedAvatarGroup
        size="xs"
        people={item.sharedWith.map((p) => ({ id: p.email, name: p.name }))}
        moreLabel={(n) => t('item.morePeople', { count: n })}
      />
    ) : null;

  if (view === 'grid')
    return (
      <SimpleGrid
        as="ul"
        ref={container}
        columns={{ base: 2, sm: 3, lg: 4, '2xl': 5 }}
        gap={3}
        p={{ base: 3, md: 4 }}
        onKeyDown={onKeyDown}
        aria-label={t('view.itemsLabel')}
      >
        {items.map((item) => (
          <Stack
            as="li"
            key={item.id}
            gap={2}
            p={3}
            borderWidth="1px"
            borderRadius="l3"
            borderColor={selected.has(item.id) ? 'primary.solid' : 'border'}
            bg={selected.has(item.id) ? 'primary.subtle' : 'bg.panel'}
            minW={0}
          >
            <HStack justify="space-between">
              {checkbox(item)}
              <HStack gap={0}>
                {star(item)}
                <FileItemMenu item={item} mayChange={mayChange(item)} onAction={onAction} />
              </HStack>
            </HStack>
            <FileKindIcon kind={item.kind} boxSize={10} />
            {nameOf(item)}
            <HStack justify="space-between" minH={6}>
              <Text id={`file-meta-${item.id}`} fontSize="xs" color="fg.muted">
                {meta(item)}
              </Text>
              {people(item)}
            </HStack>
          </Stack>
        ))}
      </SimpleGrid>
    );

  return (
    <Box ref={container} onKeyDown={onKeyDown} overflowX="auto">
      <Table.Root size="sm" aria-label={t('view.itemsLabel')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w={10}>
              <Checkbox.Root
                size="sm"
                checked={items.length > 0 && items.every((i) => selected.has(i.id)) ? true : selected.size > 0 ? 'indeterminate' : false}
                onCheckedChange={(e) => onSelect(e.checked === true ? items.map((i) => i.id) : [])}
              >
                <Checkbox.HiddenInput aria-label={t('item.selectAll')} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.name')}</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('column.size')}</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('column.modified')}</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>{t('column.shared')}</Table.ColumnHeader>
            <Table.ColumnHeader w={20}>
              <chakra.span srOnly>{t('column.actions')}</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id} aria-selected={selected.has(item.id)} bg={selected.has(item.id) ? 'primary.subtle' : undefined}>
              <Table.Cell>{checkbox(item)}</Table.Cell>
              <Table.Cell>
                <HStack gap={3} minW={0}>
                  <FileKindIcon kind={item.kind} boxSize={5} flexShrink={0} />
                  <Stack gap={0} minW={0} flex="1">
                    {nameOf(item)}
                    <Text id={`file-meta-${item.id}`} fontSize="xs" color="fg.muted" hideFrom="md">
                      {meta(item)} · {formatDate(item.modifiedAt, i18n.language)}
                    </Text>
                    {/* The "Shared with" column shows from lg; below it the people sit under the name. */}
                    {item.sharedWith.length ? (
                      <Box hideFrom="lg" pt={1}>
                        {people(item)}
                      </Box>
                    ) : null}
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }} whiteSpace="nowrap">
                <span id={`file-meta-md-${item.id}`}>{meta(item)}</span>
              </Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }} whiteSpace="nowrap">
                {formatDate(item.modifiedAt, i18n.language)}
              </Table.Cell>
              <Table.Cell display={{ base: 'none', lg: 'table-cell' }}>{people(item)}</Table.Cell>
              <Table.Cell>
                <HStack gap={0} justify="flex-end">
                  {star(item)}
                  <FileItemMenu item={item} mayChange={mayChange(item)} onAction={onAction} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
