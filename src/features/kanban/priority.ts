import type { TaskPriority } from '@/lib/api-contract/kanban';

/** A priority's badge colour: the more urgent, the warmer. */
export const priorityPalette: Record<TaskPriority, 'gray' | 'orange' | 'red'> = {
  low: 'gray',
  medium: 'orange',
  high: 'red',
};
