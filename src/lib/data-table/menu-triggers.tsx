// The buttons that open the list kit's menus (columns, saved views, a quick filter). They live apart
// from the menus: a menu's code (zag's machine, floating-ui's positioning) loads on its first use,
// and until then the same button stands in for it (src/lib/ui/on-first-use.tsx; the phone's filter
// sheet too, ./filter-sheet.tsx). A list's first load then carries no menu code (docs/performance.md).
import { Badge, Button, type ButtonProps } from '@chakra-ui/react';
import { Bookmark, ChevronDown, Columns3, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The "Columns" button above a table (./column-menu.tsx). */
export function ColumnMenuButton(props: ButtonProps) {
  const { t } = useTranslation('kit');
  return (
    <Button variant="outline" size="sm" {...props}>
      <Columns3 aria-hidden />
      {t('table.columns')}
    </Button>
  );
}

/** The saved views' button: the view the list shows, else "Views" (./saved-views-menu.tsx). */
export function SavedViewsButton({ activeName, ...props }: ButtonProps & { activeName: string | undefined }) {
  const { t } = useTranslation('kit');
  return (
    <Button variant="outline" size="sm" {...props}>
      <Bookmark aria-hidden />
      {activeName ?? t('views.button')}
    </Button>
  );
}

/** A quick filter's button: its title and how many values are chosen (./multi-select-filter.tsx). */
export function MultiSelectFilterButton({
  title,
  label,
  count,
  ...props
}: ButtonProps & { title: string; label: string; count: number }) {
  return (
    <Button variant="outline" minW="36" justifyContent="space-between" aria-label={label} {...props}>
      {title}
      {count ? <Badge colorPalette="primary">{count}</Badge> : null}
      <ChevronDown aria-hidden />
    </Button>
  );
}

/** The "Filters" button of a filter drawer or the phone's sheet, with the number of filters on. */
export function FilterButton({ active, ...props }: ButtonProps & { active: number }) {
  const { t } = useTranslation('kit');
  return (
    <Button
      variant="outline"
      aria-label={active ? t('filters.buttonActive', { count: active }) : t('filters.button')}
      {...props}
    >
      <SlidersHorizontal aria-hidden />
      {t('filters.button')}
      {active ? <Badge colorPalette="primary">{active}</Badge> : null}
    </Button>
  );
}
