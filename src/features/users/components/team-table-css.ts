// The team tables' layout, as the list kit's (docs/list-kit.md#column-priority): a container query
// on the table's own width hides the cells of a `data-priority` column first, and the actions stay
// pinned to the end when a phone scrolls the table sideways.
import type { SystemStyleObject } from '@chakra-ui/react';
import { priorityCss } from '@/lib/data-table/column-meta';

export const teamTableCss: SystemStyleObject = {
  containerType: 'inline-size',
  '& [data-column="actions"]': { position: 'sticky', insetInlineEnd: 0, bg: 'bg', zIndex: 1 },
  '& thead [data-column="actions"]': { bg: 'bg.muted' },
  ...priorityCss,
};
