// A column's name as the board shows and announces it: a built-in column (`nameKey`, the seed's)
// in the reader's language, any other as its user wrote it (docs/kanban-and-calendar.md).
import type { TFunction } from 'i18next';
import type { KanbanColumn } from '@/lib/api-contract/kanban';

export function columnName(
  column: Pick<KanbanColumn, 'name' | 'nameKey'>,
  t: TFunction<'kanban'>,
): string {
  return column.nameKey ? t(`columns.${column.nameKey}`) : column.name;
}
