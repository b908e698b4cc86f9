// One labelled choice of the drawer (mode, contrast, direction, layout): radio cards with a
// picture or icon above each option's name. Arrow keys move between options.
import { HStack, RadioCard } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SettingsOption<T extends string> {
  value: T;
  label: string;
  picture: ReactNode;
}

interface SettingsOptionGroupProps<T extends string> {
  label: string;
  value: T;
  options: SettingsOption<T>[];
  onChange(value: T): void;
}

export function SettingsOptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: SettingsOptionGroupProps<T>) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onChange(next.value);
      }}
      size="sm"
      colorPalette="primary"
      align="center"
      orientation="vertical"
      gap={2}
    >
      <RadioCard.Label
        textStyle="overline"
        color="fg.muted"
      >
        {label}
      </RadioCard.Label>
      <HStack gap={2} align="stretch">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} flex="1" minW={0}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl px={1.5} py={2.5}>
              <RadioCard.ItemContent gap={1.5}>
                {option.picture}
                <RadioCard.ItemText fontSize="xs" textAlign="center">
                  {option.label}
                </RadioCard.ItemText>
              </RadioCard.ItemContent>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </HStack>
    </RadioCard.Root>
  );
}
