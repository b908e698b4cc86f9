// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { KanbanBoard, KanbanTask } from '@/lib/api-contract/kanban';
import {
  addPendingTask,
  clearColumn,
  columnOf,
  moveColumns,
  moveTask,
  removeTask,
  renameColumn,
  updateTask,
} from './board-ops';

const task = (id: string): KanbanTask => ({
  id,
  name: `Task ${id}`,
  description: '',
  priority: 'medium',
  labels: [],
  assignees: [],
  reporter: { id: 'u1', name: 'Ana' },
  dueStart: null,
  dueEnd: null,
  completed: false,
  comments: [],
  attachments: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const board = (): KanbanBoard => ({
  columns: [
    { id: 'todo', name: 'To do', taskIds: ['a', 'b', 'c'] },
    { id: 'doing', name: 'Doing', taskIds: ['d'] },
    { id: 'done', name: 'Done', taskIds: [] },
  ],
  tasks: Object.fromEntries(['a', 'b', 'c', 'd'].map((id) => [id, task(id)])),
});

const order = (b: KanbanBoard) => Object.fromEntries(b.columns.map((c) => [c.id, c.taskIds]));

describe('board changes', () => {
  it('moves a task to another column at the drop position, leaving untouched columns as they were', () => {
    const before = board();
    const after = moveTask(before, 'b', 'doing', 0);
    expect(order(after)).toEqual({ todo: ['a', 'c'], doing: ['b', 'd'], done: [] });
    expect(after.columns[2]).toBe(before.columns[2]);
    expect(after.tasks).toBe(before.tasks);
    expect(order(before)).toEqual({ todo: ['a', 'b', 'c'], doing: ['d'], done: [] });
  });

  it('reorders within a column and puts a drop past the end last', () => {
    expect(order(moveTask(board(), 'a', 'todo', 2)).todo).toEqual(['b', 'c', 'a']);
    expect(order(moveTask(board(), 'c', 'todo', 0)).todo).toEqual(['c', 'a', 'b']);
    expect(order(moveTask(board(), 'a', 'doing', 99)).doing).toEqual(['d', 'a']);
    const into = moveTask(board(), 'd', 'done', 0);
    expect(order(into)).toEqual({ todo: ['a', 'b', 'c'], doing: [], done: ['d'] });
  });

  it('orders the columns as dragged, ignoring unknown ids', () => {
    const after = moveColumns(board(), ['done', 'todo', 'ghost', 'doing']);
    expect(after.columns.map((c) => c.id)).toEqual(['done', 'todo', 'doing']);
  });

  it('renames only the column asked for', () => {
    const after = renameColumn(board(), 'doing', 'In progress');
    expect(after.columns.map((c) => c.name)).toEqual(['To do', 'In progress', 'Done']);
  });

  it('drops a built-in column’s nameKey when it is renamed (the user’s name wins), as the API does', () => {
    const before = board();
    before.columns = before.columns.map((c) =>
      c.id === 'doing' ? c : { ...c, nameKey: c.id as 'todo' | 'done' },
    );
    const after = renameColumn(before, 'todo', 'Backlog');
    expect(after.columns[0]).toEqual({ id: 'todo', name: 'Backlog', taskIds: ['a', 'b', 'c'] });
    expect(after.columns[2]).toBe(before.columns[2]);
  });

  it('clears a column’s tasks, or removes the column with them', () => {
    const cleared = clearColumn(board(), 'todo');
    expect(order(cleared)).toEqual({ todo: [], doing: ['d'], done: [] });
    expect(Object.keys(cleared.tasks)).toEqual(['d']);
    const removed = clearColumn(board(), 'todo', true);
    expect(order(removed)).toEqual({ doing: ['d'], done: [] });
    expect(Object.keys(removed.tasks)).toEqual(['d']);
    const same = board();
    expect(clearColumn(same, 'ghost')).toBe(same);
  });

  it('updates a task’s fields and leaves an unknown task alone', () => {
    const after = updateTask(board(), 'b', { name: 'Renamed', completed: true });
    expect(after.tasks.b).toMatchObject({ id: 'b', name: 'Renamed', completed: true, priority: 'medium' });
    expect(after.tasks.a).toEqual(task('a'));
    const same = board();
    expect(updateTask(same, 'ghost', { name: 'x' })).toBe(same);
  });

  it('removes a task from its column and the task list', () => {
    const before = board();
    const after = removeTask(before, 'b');
    expect(order(after)).toEqual({ todo: ['a', 'c'], doing: ['d'], done: [] });
    expect(Object.keys(after.tasks).sort()).toEqual(['a', 'c', 'd']);
    expect(after.columns[1]).toBe(before.columns[1]);
  });

  it('finds the column a task is in', () => {
    expect(columnOf(board(), 'd')?.id).toBe('doing');
    expect(columnOf(board(), 'ghost')).toBeUndefined();
  });

  it('adds a pending task at the bottom by default, or on top, with the form’s values', () => {
    vi.useFakeTimers({ now: new Date('2026-03-04T05:06:07.000Z') });
    try {
      const bottom = addPendingTask(board(), { columnId: 'doing', name: 'New' });
      const id = 'pending-' + Date.parse('2026-03-04T05:06:07.000Z');
      expect(order(bottom)).toEqual({ todo: ['a', 'b', 'c'], doing: ['d', id], done: [] });
      expect(bottom.tasks[id]).toEqual({
        ...task(id),
        name: 'New',
        reporter: { id: '', name: '' },
        createdAt: '2026-03-04T05:06:07.000Z',
        updatedAt: '2026-03-04T05:06:07.000Z',
      });
      const top = addPendingTask(board(), {
        columnId: 'todo',
        position: 'top',
        name: 'Urgent',
        description: 'Now',
        priority: 'high',
        labels: ['bug'],
        dueStart: '2026-03-05',
        dueEnd: '2026-03-06',
      });
      expect(order(top).todo).toEqual([id, 'a', 'b', 'c']);
      expect(top.tasks[id]).toMatchObject({
        description: 'Now',
        priority: 'high',
        labels: ['bug'],
        dueStart: '2026-03-05',
        dueEnd: '2026-03-06',
      });
      expect(top.tasks.a).toEqual(task('a'));
    } finally {
      vi.useRealTimers();
    }
  });
});
