// The stretch toggle: the dashboard content may use the full width, which only matters on
// screens wider than 1600 px (docs/product-rules.md#settings-drawer, #limits); the hint says so.
import { Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function StretchControl({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(value: boolean): void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap={1}>
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        colorPalette="primary"
        display="flex"
        justifyContent="space-between"
        w="full"
        aria-describedby="settings-stretch-hint"
      >
        <Switch.HiddenInput aria-describedby="settings-stretch-hint" />
        <Switch.Label fontSize="sm" fontWeight="semibold">
          {t('stretch.label')}
        </Switch.Label>
        <Switch.Control />
      </Switch.Root>
      <Text id="settings-stretch-hint" fontSize="xs" color="fg.muted">
        {t('stretch.hint')}
      </Text>
    </Stack>
  );
}
