// A list's filter drawer (docs/list-kit.md): a "Filters" button with the number of filters on,
// and a panel of filter groups that apply as they change (the section writes them to the URL),
// with "Clear filters" and "Show N results" at the bottom. `CheckboxFilterGroup` is one group of
// choices. It is also the phone toolbar's sheet (./filter-sheet.tsx, from the bottom): in there a
// section's own drawer shows its groups in place, and quick filters show as checkbox groups.
import {
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Fieldset,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterSheetContext,
  useFilterSheet,
  type CheckboxFilterGroupProps,
  type FilterSheet,
} from './filter-sheet-context';
import { FilterButton } from './menu-triggers';

interface FilterDrawerProps {
  /** How many filters are on (shown on the button). */
  active: number;
  onClear: () => void;
  children: ReactNode;
  /** `bottom` for the phone's sheet. */
  placement?: 'end' | 'bottom';
  /** How many rows the filters leave (the close button says "Show 12 results"). */
  resultCount?: number;
  /** Open at once (its code was loaded by a press on the stand-in button). */
  defaultOpen?: boolean;
}

const sheet: FilterSheet = {
  CheckboxGroup: (props) => <CheckboxFilterGroup {...props} />,
};

export function FilterDrawer({
  active,
  onClear,
  children,
  placement = 'end',
  resultCount,
  defaultOpen = false,
}: FilterDrawerProps) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(defaultOpen);
  // Already in the phone's sheet: the groups show in place, the sheet has the buttons.
  const inSheet = useFilterSheet() !== null;
  if (inSheet) return <Stack gap={6}>{children}</Stack>;
  const bottom = placement === 'bottom';
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement={placement}
      size={bottom ? 'md' : 'xs'}
    >
      <Drawer.Trigger asChild>
        <FilterButton active={active} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxH={bottom ? '85dvh' : undefined}
            roundedTop={bottom ? 'l3' : undefined}
          >
            <Drawer.Header>
              <Drawer.Title>{t('filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterSheetContext.Provider value={sheet}>
                <Stack gap={6}>{children}</Stack>
              </FilterSheetContext.Provider>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClear} disabled={!active}>
                {t('table.clearFilters')}
              </Button>
              <Button colorPalette="primary" onClick={() => setOpen(false)}>
                {resultCount === undefined
                  ? t('filters.done')
                  : t('filters.showResults', { count: resultCount })}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('filters.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Checkboxes for one filter; the value keeps the options' order. */
export function CheckboxFilterGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  optionLabel,
}: CheckboxFilterGroupProps<V>) {
  const toggle = (option: V, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === option || value.includes(o))
        : value.filter((o) => o !== option),
    );
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" color="fg">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content gap={2} mt={2}>
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            size="sm"
            colorPalette="primary"
            checked={value.includes(option)}
            onCheckedChange={(e) => toggle(option, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{optionLabel(option)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
