// The header's "Jump to any screen" button and its Ctrl/Cmd+K shortcut. The dialog
// (nav-search-dialog.tsx, with Chakra's dialog and focus trap) loads on the first open, or ahead of
// it when the button is pointed at or focused; once mounted it stays, so it animates closed and
// gives focus back. Letters typed between the shortcut and the field taking focus (the dialog's
// code may still be loading) are kept and handed to the field, so a fast "Ctrl+K cal" finds the
// calendar.
import { Button, Kbd, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../nav-access';

const loadDialog = () => import('./nav-search-dialog');
const NavSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.NavSearchDialog })));

/** The dialog's field (nav-search-dialog.tsx). */
const SEARCH_FIELD = '[data-nav-search-field]';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function NavSearch({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const typedEarly = useRef('');
  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setMounted(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Only until the field first has focus: after that a key on the dialog's close button (Space)
  // is the button's.
  useEffect(() => {
    typedEarly.current = '';
    if (!open) return;
    let fieldHadFocus = false;
    const isField = (target: EventTarget | null) => target instanceof HTMLElement && target.matches(SEARCH_FIELD);
    const onKey = (e: KeyboardEvent) => {
      if (fieldHadFocus || isField(e.target) || e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
      typedEarly.current += e.key;
      e.preventDefault();
    };
    const onFocus = (e: FocusEvent) => {
      if (isField(e.target)) fieldHadFocus = true;
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const takeTypedEarly = useCallback(() => {
    const text = typedEarly.current;
    typedEarly.current = '';
    return text;
  }, []);

  return (
    <>
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        color="fg.muted"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={show}
      >
        <Search aria-hidden />
        {/* Below md only the icon shows; the label stays for screen readers as the button's name. */}
        <Text as="span" srOnly={{ base: true, md: false }}>
          {t('search.button')}
        </Text>
        <Kbd size="sm" hideBelow="md">
          {isMac ? '⌘K' : 'Ctrl K'}
        </Kbd>
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <NavSearchDialog entries={entries} open={open} setOpen={setOpen} takeTypedEarly={takeTypedEarly} />
        </Suspense>
      ) : null}
    </>
  );
}
