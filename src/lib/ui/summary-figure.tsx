// One line of a document's totals: the label at the start, the amount at the end in tabular
// figures; the last line (the total) is larger and bold. Used under an invoice's lines and an
// order's items, at every width.
import { Flex, Text } from '@chakra-ui/react';

export function SummaryFigure({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      gap={6}
      fontSize={strong ? 'lg' : 'sm'}
      fontWeight={strong ? 'semibold' : undefined}
    >
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{value}</Text>
    </Flex>
  );
}
