// "Jump to any screen": a dialog opened by the header button or Ctrl/Cmd+K, listing every screen
// the role may use, filtered as you type; arrows move, Enter opens.
import { Box, Button, CloseButton, Dialog, HStack, Input, Kbd, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { CornerDownLeft, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../nav-access';

function useShortcut(onOpen: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpen]);
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function NavSearch({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  useShortcut(useCallback(() => setOpen(true), []));

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
      placement="top"
      size="md"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="gray" size="sm" color="fg.muted" aria-keyshortcuts="Control+K Meta+K">
          <Search aria-hidden />
          {/* Below md only the icon shows; the label stays for screen readers as the button's name. */}
          <Text as="span" srOnly={{ base: true, md: false }}>
            {t('search.button')}
          </Text>
          <Kbd size="sm" hideBelow="md">
            {isMac ? '⌘K' : 'Ctrl K'}
          </Kbd>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pb={2}>
              <Dialog.Title>{t('search.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={4}>
              <Input
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
                                {r.context} · {r.path}
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
