// A count on a badge, capped: above `max` (99 by default, docs/product-rules.md#limits) it reads "99+".
import { Badge, type BadgeProps } from '@chakra-ui/react';

export const BADGE_MAX = 99;

export function formatCount(count: number, max = BADGE_MAX) {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  count: number;
  max?: number;
}

export function CountBadge({ count, max = BADGE_MAX, ...props }: CountBadgeProps) {
  return (
    <Badge
      variant="solid"
      colorPalette="red"
      borderRadius="full"
      minW="5"
      justifyContent="center"
      {...props}
    >
      {formatCount(count, max)}
    </Badge>
  );
}
