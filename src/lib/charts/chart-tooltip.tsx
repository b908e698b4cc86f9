// The hover box of a chart (the category and each series' value, in the reader's format) and the
// legend: HTML over the SVG, in the reader's direction, coloured with semantic tokens. Both are
// visual only: the card names the chart with all its figures and offers them as a table.
import { Box, HStack, Text } from '@chakra-ui/react';

export interface TooltipItem {
  key: string;
  label: string;
  value: string;
  color: string;
}

interface TooltipProps {
  title: string;
  items: TooltipItem[];
  /** The pointer's position in the chart box, in px. */
  x: number;
  y: number;
  /** The chart box's width: past its middle the box opens towards the start, so it stays inside. */
  width: number;
  rtl: boolean;
}

export function ChartTooltip({ title, items, x, y, width, rtl }: TooltipProps) {
  const before = x > width / 2;
  return (
    <Box
      data-chart-tooltip=""
      position="absolute"
      top="0"
      left="0"
      zIndex="1"
      pointerEvents="none"
      dir={rtl ? 'rtl' : 'ltr'}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="8px"
      boxShadow="md"
      px="3"
      py="2"
      fontSize="xs"
      whiteSpace="nowrap"
      style={{
        transform: `translate(${before ? `calc(${x - 12}px - 100%)` : `${x + 12}px`}, calc(${y}px - 50%))`,
      }}
    >
      <Text color="fg.muted" mb="1">
        {title}
      </Text>
      {items.map((item) => (
        <HStack key={item.key} gap="2">
          <Box
            w="2.5"
            h="2.5"
            borderRadius="sm"
            flexShrink={0}
            style={{ background: item.color }}
          />
          <Text>{item.label}</Text>
          <Text ms="auto" ps="2" fontWeight="medium" fontVariantNumeric="tabular-nums">
            {item.value}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}

export function ChartLegend({
  items,
  rtl,
}: {
  items: { key: string; label: string; color: string; dashed?: boolean }[];
  rtl: boolean;
}) {
  return (
    <HStack
      data-chart-legend=""
      dir={rtl ? 'rtl' : 'ltr'}
      justify="center"
      flexWrap="wrap"
      columnGap="4"
      rowGap="1"
      pt="2"
      fontSize="xs"
      color="fg"
    >
      {items.map((item) => (
        <HStack key={item.key} gap="1.5">
          <svg width="14" height="10" aria-hidden="true">
            <line
              x1="0"
              x2="14"
              y1="5"
              y2="5"
              stroke={item.color}
              strokeWidth={item.dashed ? 2 : 8}
              strokeDasharray={item.dashed ? '3 2' : undefined}
            />
          </svg>
          <Text>{item.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
