// A list's filter drawer (docs/list-kit.md): a "Filters" button with the number of filters on,
// and a side panel of filter groups that apply as they change (the section writes them to the
// URL), with "Clear filters" at the bottom. `CheckboxFilterGroup` is one group of choices.
import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Fieldset,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterDrawerProps {
  /** How many filters are on (shown on the button). */
  active: number;
  onClear: () => void;
  children: ReactNode;
}

export function FilterDrawer({ active, onClear, children }: FilterDrawerProps) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <Button
          variant="outline"
          aria-label={active ? t('filters.buttonActive', { count: active }) : t('filters.button')}
        >
          <SlidersHorizontal aria-hidden />
          {t('filters.button')}
          {active ? <Badge colorPalette="primary">{active}</Badge> : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap={6}>{children}</Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClear} disabled={!active}>
                {t('table.clearFilters')}
              </Button>
              <Button colorPalette="primary" onClick={() => setOpen(false)}>
                {t('filters.done')}
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

interface CheckboxFilterGroupProps<V extends string> {
  legend: string;
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (option: V) => string;
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
