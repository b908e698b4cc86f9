// An order's status as a badge; colours are Chakra palettes, never raw values.
import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '@/lib/api-contract/order';

export const orderStatusPalette: Record<OrderStatus | 'all', string> = {
  all: 'gray',
  pending: 'orange',
  completed: 'green',
  cancelled: 'red',
  refunded: 'purple',
};

export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Badge colorPalette={orderStatusPalette[status]} variant="subtle">
      {label}
    </Badge>
  );
}
