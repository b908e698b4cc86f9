// An invoice's status as a badge; colours are Chakra palettes, never raw values.
import { Badge } from '@chakra-ui/react';
import type { InvoiceStatus } from '@/lib/api-contract/invoice';

export const invoiceStatusPalette: Record<InvoiceStatus | 'all', string> = {
  all: 'gray',
  paid: 'green',
  pending: 'orange',
  overdue: 'red',
  draft: 'gray',
};

/** `label` is the translated status (tables render many badges: one `t` for all). */
export function InvoiceStatusBadge({ status, label }: { status: InvoiceStatus; label: string }) {
  return (
    <Badge colorPalette={invoiceStatusPalette[status]} variant="subtle">
      {label}
    </Badge>
  );
}
