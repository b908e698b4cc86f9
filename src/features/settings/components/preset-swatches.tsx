// The colour presets as swatches: a radio group whose options are named colours, each drawn in
// its own preset's main colour (with a check on the chosen one).
import { Box, Grid, RadioGroup, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { themeColorPresets, type Settings } from '@/lib/settings/settings-schema';

interface PresetSwatchesProps {
  value: Settings['themeColorPresets'];
  onChange(value: Settings['themeColorPresets']): void;
}

export function PresetSwatches({ value, onChange }: PresetSwatchesProps) {
  const { t } = useTranslation('settings');
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const next = themeColorPresets.find((name) => name === details.value);
        if (next) onChange(next);
      }}
      colorPalette="primary"
    >
      <RadioGroup.Label
        textStyle="overline"
        color="fg.muted"
        mb={2}
        display="block"
      >
        {t('presets.label')}
      </RadioGroup.Label>
      <Grid templateColumns="repeat(3, 1fr)" gap={2}>
        {themeColorPresets.map((name) => (
          <RadioGroup.Item
            key={name}
            value={name}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap={1}
            py={2}
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
            borderColor={value === name ? 'primary.solid' : 'border'}
            bg={value === name ? 'primary.subtle' : 'transparent'}
            _hover={{ bg: 'bg.muted' }}
            focusRingWidth="2px"
          >
            <RadioGroup.ItemHiddenInput />
            <Box
              w={8}
              h={8}
              borderRadius="full"
              display="grid"
              placeItems="center"
              bg={`preset.${name}.main`}
              color={`preset.${name}.contrastText`}
            >
              {value === name ? <Check size={16} aria-hidden="true" /> : null}
            </Box>
            <RadioGroup.ItemText asChild>
              <Text fontSize="xs">{t(`presets.${name}`)}</Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Grid>
    </RadioGroup.Root>
  );
}
