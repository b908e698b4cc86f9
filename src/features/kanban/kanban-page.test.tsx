// The board against the demo API: columns and tasks from the seed, filters in the URL, a task
// added at the top of a column, a task moved to the next column with the keyboard and saved, a
// move refused by the server rolled back with a toast, a column deleted only after confirmation,
// and a due date before the start refused next to the field.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { seedKanban } from '@/lib/seed/kanban';
import type { KanbanBoard } from '@/lib/api-contract/kanban';
import { request } from '@/lib/http/client';
import { signInAsDemo } from '../../../tests/auth';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '@/../tests/setup';

// Whole routes render against the demo API on a shared machine: allow for a busy one.
vi.setConfig({ testTimeout: 150_000 });

const seed = (await seedKanban());
const nameOf = (id: string) => seed.tasks.find((t) => t.id === id)!.name;
/** A card's title: its first paragraph, where its accessible name (its content) starts. */
const cardName = (el: HTMLElement) => el.querySelector('p')?.textContent ?? '';
const column = (name: string) => screen.getByRole('region', { name: `Column ${name}` });
const cardsIn = (name: string) =>
  within(column(name))
    .queryAllByTestId('kanban-task')
    .map((el) => cardName(el));

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves a card to the nearest card or column
 * in the arrow's direction by their boxes: give the board a layout, columns side by side (320 px
 * apart) and cards stacked in them (130 px apart), read from the DOM as it is at each measure.
 */
function layOutBoard() {
  const real = HTMLElement.prototype.getBoundingClientRect;
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    // The copy that follows the card (dnd-kit's DragOverlay) sits where its style puts it.
    const overlay = [this, this.parentElement].find((el) => el?.style.position === 'fixed');
    if (overlay) {
      const { top, left, width, height } = overlay.style;
      return new DOMRect(parseFloat(left), parseFloat(top), parseFloat(width), parseFloat(height));
    }
    const columns = [...document.querySelectorAll('[data-testid="kanban-column"]')];
    const section = this.closest<HTMLElement>('[data-testid="kanban-column"]');
    const x = section ? columns.indexOf(section) * 320 : -1;
    if (x < 0) return real.call(this);
    if (this === section) return new DOMRect(x, 0, 300, 2_000);
    if (this.dataset.testid !== 'kanban-task') return real.call(this);
    const cards = [...section!.querySelectorAll('[data-testid="kanban-task"]')];
    return new DOMRect(x + 10, 100 + cards.indexOf(this) * 130, 280, 120);
  });
  onTestFinished(() => spy.mockRestore());
}

/** The board as the demo API keeps it (what a reload would show). */
async function storedBoard() {
  const response = await fetch(`${window.location.origin}/api/kanban`, {
    headers: { Authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
  });
  const { board } = (await response.json()) as { board: KanbanBoard };
  return board;
}

async function openBoard(path = '/dashboard/kanban') {
  const view = renderRoute(path, { signedIn: true });
  // Hidden too: with `?task=` the drawer opens over the board, which is then out of the a11y tree.
  await screen.findByRole('region', { name: 'Column To do', hidden: true }, { timeout: 90_000 });
  return { ...view, user: userEvent.setup() };
}

describe('kanban board', () => {
  it('shows the columns and their tasks in order', async () => {
    await openBoard();
    for (const col of seed.columns) expect(cardsIn(col.name)).toEqual(col.taskIds.map(nameOf));
  });

  it('filters by priority through the URL', async () => {
    const { user, router } = await openBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ priority: 'high' }));
    const high = seed.tasks
      .filter((t) => t.priority === 'high')
      .map((t) => t.name)
      .sort();
    expect(
      screen
        .getAllByTestId('kanban-task')
        .map((el) => cardName(el))
        .sort(),
    ).toEqual(high);
    expect(
      screen.getByText(`${high.length} of ${seed.tasks.length} tasks shown`),
    ).toBeInTheDocument();
  });

  it('adds a task at the top of a column and keeps it there', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Actions for column Review' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add a task at the top' }));
    await user.click(within(column('Review')).getByRole('button', { name: 'Add task' }));
    expect(within(column('Review')).getByText('Enter a name.')).toBeInTheDocument();
    await user.type(
      within(column('Review')).getByRole('textbox', { name: 'Task name' }),
      'Check the refund rules{Enter}',
    );
    expect(cardsIn('Review')[0]).toBe('Check the refund rules');
    // The server's board replaces the optimistic one: the task stays at the top with a real id.
    await waitFor(() =>
      expect(within(column('Review')).getAllByTestId('kanban-task')[0]!.dataset.taskId).not.toMatch(
        /^pending-/,
      ),
    );
    expect(cardsIn('Review')[0]).toBe('Check the refund rules');
  });

  it('moves a task to the next column with the keyboard (space, arrow, space) and saves it', async () => {
    layOutBoard();
    const [todo, inProgress] = seed.columns;
    const task = nameOf(todo!.taskIds[1]!);
    // Lifted from the second row of To do, the card goes to the second row of In progress.
    const expectedTodo = todo!.taskIds.filter((_, i) => i !== 1).map(nameOf);
    const [first, ...rest] = inProgress!.taskIds.map(nameOf);
    const expectedInProgress = [first, task, ...rest];
    const moved = new Promise<void>((resolve) => {
      const done = ({ request }: { request: Request }) => {
        if (request.method !== 'POST' || !request.url.endsWith('/api/kanban/move-task')) return;
        server.events.removeListener('response:mocked', done);
        resolve();
      };
      server.events.on('response:mocked', done);
    });
    const { user } = await openBoard();
    const card = within(column('To do')).getByRole('button', { name: new RegExp(`^${task}`) });
    act(() => card.focus());
    // Each key waits for the previous announcement, as a screen-reader user does.
    await user.keyboard(' ');
    // The live region keeps the last announcement: the pick-up, or the card over its own place.
    expect(
      await screen.findByText(
        new RegExp(
          `^(Picked up task ${task}\\. It is|Task ${task} is now) in column To do, position 2 of 4\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(
      await screen.findByText(`Task ${task} is now in column In progress, position 2 of 5.`),
    ).toBeInTheDocument();
    await user.keyboard(' ');
    expect(
      await screen.findByText(`Task ${task} was dropped in column In progress, position 2 of 5.`),
    ).toBeInTheDocument();
    expect(cardsIn('In progress')).toEqual(expectedInProgress);
    expect(cardsIn('To do')).toEqual(expectedTodo);
    // Saved: the demo API's board (what a reload shows) has it there, and the board still does.
    await moved;
    const board = await storedBoard();
    const names = (id: string) =>
      board.columns.find((c) => c.id === id)!.taskIds.map((t) => board.tasks[t]!.name);
    expect(names(inProgress!.id)).toEqual(expectedInProgress);
    expect(names(todo!.id)).toEqual(expectedTodo);
    await waitFor(() => expect(cardsIn('In progress')).toEqual(expectedInProgress));
    expect(cardsIn('To do')).toEqual(expectedTodo);
  });

  it('puts a task back and says so when the server refuses its move', async () => {
    server.use(
      http.post('*/api/kanban/move-task', () =>
        HttpResponse.json({ message: 'The board is busy.' }, { status: 500 }),
      ),
    );
    const first = nameOf(seed.columns[0]!.taskIds[0]!);
    const { user } = await openBoard(`/dashboard/kanban?task=${seed.columns[0]!.taskIds[0]}`);
    const drawer = await screen.findByRole('dialog', { name: first });
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'col-4');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        `${first} could not be moved; it is back where it was`,
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: first })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(cardsIn('To do')[0]).toBe(first));
    expect(cardsIn('Done')).not.toContain(first);
  });

  it('flags an overdue task on its card and in its name, not a completed one or one due today', async () => {
    await signInAsDemo();
    const [late, done, later] = seed.columns[0]!.taskIds;
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await request('PATCH', `/api/kanban/task/${late}`, { body: { dueStart: null, dueEnd: day(-2), completed: false } });
    await request('PATCH', `/api/kanban/task/${done}`, { body: { dueStart: null, dueEnd: day(-2), completed: true } });
    await request('PATCH', `/api/kanban/task/${later}`, { body: { dueStart: null, dueEnd: day(0), completed: false } });
    await openBoard();
    const card = (id: string) => document.querySelector<HTMLElement>(`[data-task-id="${id}"]`)!;
    await waitFor(() => expect(within(card(late!)).getByText('Overdue')).toBeInTheDocument());
    // Part of the card's name, so a screen reader hears it with the task.
    expect(card(late!)).toHaveAccessibleName(new RegExp(`^${nameOf(late!)}.*Overdue`));
    expect(within(card(done!)).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(card(later!)).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('keeps Save and Delete together in the task drawer', async () => {
    const { user } = await openBoard(`/dashboard/kanban?task=${seed.columns[0]!.taskIds[0]}`);
    const drawer = await screen.findByRole('dialog');
    const save = within(drawer).getByRole('button', { name: 'Save changes' });
    const remove = within(drawer).getByRole('button', { name: 'Delete task' });
    expect(save.nextElementSibling).toBe(remove);
    // Save still saves the form it sits outside of.
    expect(save).toBeDisabled();
    await user.clear(within(drawer).getByRole('textbox', { name: 'Name' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Renamed from the drawer');
    await user.click(save);
    await waitFor(() => expect(screen.getAllByText('Renamed from the drawer').length).toBeGreaterThan(0));
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a due date before the start next to the field', async () => {
    const { user } = await openBoard(`/dashboard/kanban?task=${seed.columns[0]!.taskIds[0]}`);
    const drawer = await screen.findByRole('dialog');
    const start = within(drawer).getByLabelText('Start date');
    await user.clear(start);
    // Month first, as an English reader types a day (docs/look-and-feel.md#dates).
    await user.type(start, '11/20/2026');
    const end = within(drawer).getByLabelText('Due date');
    await user.clear(end);
    await user.type(end, '11/10/2026');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(drawer).findByText('The due date cannot be before the start date.'),
    ).toBeInTheDocument();
    // Closed, as a user would: a modal left open at unmount keeps its layer for the next test.
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps unsaved edits in the drawer when a comment is added', async () => {
    const id = seed.columns[0]!.taskIds[0]!;
    const { user } = await openBoard(`/dashboard/kanban?task=${id}`);
    const drawer = await screen.findByRole('dialog', { name: nameOf(id) });
    const name = within(drawer).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed but not saved');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Priority' }), 'low');
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Add a comment' }),
      'Looks good to me',
    );
    const commented = new Promise<void>((resolve) => {
      const done = ({ request }: { request: Request }) => {
        if (request.method !== 'POST' || !request.url.endsWith('/comments')) return;
        server.events.removeListener('response:mocked', done);
        resolve();
      };
      server.events.on('response:mocked', done);
    });
    await user.click(within(drawer).getByRole('button', { name: 'Comment' }));
    await within(drawer).findByText('Looks good to me', {}, { timeout: 30_000 });
    // The server's board (the task with its comment and a new "updated" date) has landed.
    await commented;
    await waitFor(() => expect(screen.queryByText('Looks good to me')).toBeInTheDocument());
    expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Renamed but not saved',
    );
    expect(within(drawer).getByRole('combobox', { name: 'Priority' })).toHaveValue('low');
    expect(within(drawer).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a column only after confirmation', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Actions for column Review' }));
    // By keyboard (Delete is the last action): a pointer-down in jsdom can count as outside the
    // menu once an earlier test's drawer has come and gone.
    await screen.findByRole('menuitem', { name: 'Delete' });
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Delete Review?' },
      { timeout: 30_000 },
    );
    // Behind the open dialog the board is out of the accessibility tree, but still there.
    expect(screen.getByRole('region', { name: 'Column Review', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Column Review' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByText('Review was deleted', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
