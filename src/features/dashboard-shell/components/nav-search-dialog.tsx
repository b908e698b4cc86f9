// "Jump to any screen": the dialog the header's search button or Ctrl/Cmd+K opens (nav-search.tsx
// loads it on first use), listing every screen the role may use, filtered as you type; arrows
// move, Enter opens.
import { Box, CloseButton, Dialog, HStack, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { CornerDownLeft } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../nav-access';

export function NavSearchDialog({
  entries,
  open,
  setOpen,
  takeTypedEarly,
}: {
  entries: readonly NavEntry[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Letters typed after the shortcut, before this field had focus (nav-search.tsx keeps them). */
  takeTypedEarly: () => string;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const results = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return entries
      .map((e) => ({ ...e, label: t(e.title), context: [t(e.section), e.parent ? t(e.parent) : null].filter(Boolean).join(' › ') }))
      .filter((e) => words.every((w) => `${e.label} ${e.context} ${e.path}`.toLowerCase().includes(w)));
  }, [entries, query, t]);

  const go = (path: string) => {
    setOpen(false);
    void navigate({ to: path });
  };

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter' && results[active]) go(results[active].path);
    else return;
    e.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        setQuery('');
        setActive(0);
      }}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pb={2}>
              <Dialog.Title>{t('search.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={4}>
              <Input
                ref={inputRef}
                data-nav-search-field=""
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
                aria-label={t('search.label')}
                placeholder={t('search.placeholder')}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                onFocus={() => {
                  const early = takeTypedEarly();
                  if (!early) return;
                  setQuery((q) => q + early);
                  setActive(0);
                }}
              />
              <Box mt={3} maxH="60vh" overflowY="auto">
                {results.length === 0 ? (
                  <Text color="fg.muted" py={6} textAlign="center">
                    {t('search.empty', { query })}
                  </Text>
                ) : (
                  <Stack as="ul" id={listId} role="listbox" aria-label={t('search.results')} gap={0.5} m={0} p={0} listStyleType="none">
                    {results.map((r, i) => {
                      const Icon = r.icon;
                      return (
                        <chakra.li
                          key={r.path}
                          id={`${listId}-${i}`}
                          role="option"
                          aria-selected={i === active}
                          onClick={() => go(r.path)}
                          onMouseMove={() => setActive(i)}
                          cursor="pointer"
                          borderRadius="l2"
                          px={3}
                          py={2}
                          bg={i === active ? 'primary.subtle' : undefined}
                          color={i === active ? 'primary.fg' : undefined}
                        >
                          <HStack gap={3}>
                            {Icon ? <Icon size={18} aria-hidden /> : null}
                            <Stack gap={0} flex="1" minW={0}>
                              <Text fontWeight="medium" truncate>
                                {r.label}
                              </Text>
                              <Text textStyle="xs" color={i === active ? 'primary.fg' : 'fg.muted'} truncate>
                                {r.context} · {/* A path reads left to right in an Arabic list too. */}
                                <bdi dir="ltr">{r.path}</bdi>
                              </Text>
                            </Stack>
                            {i === active ? <CornerDownLeft size={14} aria-hidden /> : null}
                          </HStack>
                        </chakra.li>
                      );
                    })}
                  </Stack>
                )}
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('search.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
