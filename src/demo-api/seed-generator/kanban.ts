// Seed kanban: a delivery board for a data platform engagement (4 columns, 16 tasks). The columns
// are the built-in ones (`nameKey`), which the app names in the reader's language.
import type { KanbanColumnKey, KanbanTask } from '@/lib/api-contract/kanban';
import { KANBAN_PEOPLE, type StoredColumn } from '@/lib/seed/kanban';
import { isoDaysAgo, sampleId, seededFaker, SEED_NOW } from './faker';

const COLUMNS: [name: string, nameKey: KanbanColumnKey, tasks: [string, KanbanTask['priority'], string[]][]][] = [
  ['To do', 'todo', [
    ['Inventory the finance reports', 'medium', ['discovery']],
    ['Draft the data ownership matrix', 'high', ['governance']],
    ['Collect access for the ERP replica', 'high', ['platform']],
    ['Plan the analyst training cohort', 'low', ['training']],
  ]],
  ['In progress', 'inProgress', [
    ['Build the orders pipeline', 'high', ['platform', 'pipelines']],
    ['Define revenue and margin metrics', 'medium', ['metrics']],
    ['Prototype the demand forecast', 'medium', ['ml']],
    ['Set up data quality checks', 'high', ['quality']],
  ]],
  ['Review', 'review', [
    ['Sales dashboard v1', 'medium', ['bi']],
    ['Access policy for customer data', 'high', ['governance', 'privacy']],
    ['Backfill two years of orders', 'low', ['pipelines']],
  ]],
  ['Done', 'done', [
    ['Kick-off workshop', 'low', ['discovery']],
    ['Choose the cloud platform', 'high', ['platform']],
    ['Stakeholder interviews', 'medium', ['discovery']],
    ['Source system map', 'medium', ['discovery']],
    ['Security review sign-off', 'high', ['governance']],
  ]],
];

export function seedKanban(): { columns: StoredColumn[]; tasks: KanbanTask[] } {
  const faker = seededFaker(1201);
  const tasks: KanbanTask[] = [];
  let n = 0;
  const columns = COLUMNS.map(([name, nameKey, list], c) => {
    const taskIds = list.map(([taskName, priority, labels]) => {
      const id = sampleId(n++);
      const start = new Date(SEED_NOW.getTime() + faker.number.int({ min: -20, max: 10 }) * 86_400_000);
      const end = new Date(start.getTime() + faker.number.int({ min: 2, max: 14 }) * 86_400_000);
      const assignees = faker.helpers.arrayElements(KANBAN_PEOPLE, { min: 1, max: 3 });
      tasks.push({
        id,
        name: taskName,
        description: `${taskName}. Agree the scope with the client lead, record decisions in the engagement log and link the result here.`,
        priority,
        labels,
        assignees,
        reporter: KANBAN_PEOPLE[0]!,
        dueStart: start.toISOString().slice(0, 10),
        dueEnd: end.toISOString().slice(0, 10),
        completed: c === COLUMNS.length - 1,
        comments:
          n % 3 === 0
            ? [{ id: `${id}-c1`, author: assignees[0]!, message: 'First version is ready for a look.', createdAt: isoDaysAgo(faker, 5) }]
            : [],
        attachments: [],
        createdAt: isoDaysAgo(faker, 40, 5),
        updatedAt: '',
      });
      // Last touched by its latest comment, else when it was created (no extra faker draw, so
      // the seed's other values stay as they were).
      const task = tasks.at(-1)!;
      task.updatedAt = task.comments.at(-1)?.createdAt ?? task.createdAt;
      return id;
    });
    return { id: `col-${c + 1}`, name, nameKey, position: c, taskIds };
  });
  return { columns, tasks };
}
