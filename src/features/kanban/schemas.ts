// The task form's schema; messages are locale keys of the kanban namespace.
import { z } from 'zod';
import { taskPriorities } from '@/lib/api-contract/kanban';

const date = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);

export const taskFormSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.name').max(120, 'validation.nameMax'),
    description: z.string().max(5000, 'validation.nameMax'),
    columnId: z.string().min(1),
    priority: z.enum(taskPriorities),
    assigneeIds: z.array(z.string()),
    dueStart: date,
    dueEnd: date,
    labels: z.string().refine((value) => {
      const labels = splitLabels(value);
      return labels.length <= 10 && labels.every((l) => l.length <= 30);
    }, 'validation.labels'),
    completed: z.boolean(),
  })
  .refine((v) => !v.dueStart || !v.dueEnd || v.dueEnd >= v.dueStart, {
    path: ['dueEnd'],
    message: 'validation.dueEnd',
  });

export type TaskFormValues = z.infer<typeof taskFormSchema>;

export function splitLabels(value: string) {
  return [
    ...new Set(
      value
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}
