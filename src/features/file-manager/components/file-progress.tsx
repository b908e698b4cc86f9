// A thin progress bar (the theme has no Progress recipe; this is all a bar needs).
import { Box } from '@chakra-ui/react';

interface FileProgressProps {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  colorPalette?: string;
}

export function FileProgress({ value, max, label, valueText, colorPalette = 'primary' }: FileProgressProps) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 100;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      h={1.5}
      borderRadius="full"
      bg="bg.emphasized"
      overflow="hidden"
      colorPalette={colorPalette}
    >
      <Box h="full" w={`${percent}%`} bg="colorPalette.solid" transition="width 0.2s" />
    </Box>
  );
}
