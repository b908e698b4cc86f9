// The seed board's columns are built-in ones (`nameKey`, docs/api/apps.md#kanban): in French the
// board names them in French wherever a column is named (header, actions, task drawer's status,
// drag announcements); a column the user renames shows the user's name, in every language.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedKanban } from '@/lib/seed/kanban';
import type { KanbanBoard } from '@/lib/api-contract/kanban';
import { i18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { renderRoute } from '../../../tests/test-utils';

// Whole routes render against the demo API on a shared machine: allow for a busy one.
vi.setConfig({ testTimeout: 150_000 });

const seed = await seedKanban();
const FRENCH = ['À faire', 'En cours', 'En revue', 'Terminé'];
const columnNames = () =>
  screen.getAllByTestId('kanban-column').map((el) => el.querySelector('h2')?.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  act(() => useSettingsStore.getState().reset('en'));
});

/** The board as the demo API keeps it (what a reload would show). */
async function storedBoard() {
  const response = await fetch(`${window.location.origin}/api/kanban`, {
    headers: { Authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
  });
  return ((await response.json()) as { board: KanbanBoard }).board;
}

async function openFrenchBoard(path = '/dashboard/kanban') {
  await act(() => i18n.changeLanguage('fr'));
  const view = renderRoute(path, { signedIn: true });
  await screen.findByRole('region', { name: 'Colonne À faire', hidden: true }, { timeout: 90_000 });
  return { ...view, user: userEvent.setup() };
}

describe('kanban column names in the reader’s language', () => {
  it('names the seed columns in French; a renamed one keeps the user’s name in every language', async () => {
    const { user } = await openFrenchBoard();
    expect(columnNames()).toEqual(FRENCH);
    expect(
      screen.getByRole('button', { name: 'Déplacer la colonne En cours' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('To do')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions de la colonne En revue' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renommer' }));
    const field = screen.getByRole('textbox', { name: 'Nom de la colonne' });
    expect(field).toHaveValue('En revue');
    await user.clear(field);
    await user.type(field, 'Recette client');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByRole('region', { name: 'Colonne Recette client' }),
    ).toBeInTheDocument();
    await waitFor(async () => {
      const stored = (await storedBoard()).columns.find((c) => c.id === seed.columns[2]!.id);
      expect(stored).toEqual({
        id: seed.columns[2]!.id,
        name: 'Recette client',
        taskIds: seed.columns[2]!.taskIds,
      });
    });
    expect(columnNames()).toEqual(['À faire', 'En cours', 'Recette client', 'Terminé']);

    // The built-in columns follow the language; the user's name stays as written.
    await act(() => i18n.changeLanguage('en'));
    await screen.findByRole('region', { name: 'Column To do' });
    expect(columnNames()).toEqual(['To do', 'In progress', 'Recette client', 'Done']);
  });

  it('names the columns in French in the task drawer’s status and the drag announcements', async () => {
    const [todo] = seed.columns;
    const taskId = todo!.taskIds[1]!;
    const task = seed.tasks.find((t) => t.id === taskId)!.name;
    const { user } = await openFrenchBoard(`/dashboard/kanban?task=${taskId}`);
    const drawer = await screen.findByRole('dialog', { name: task });
    const status = within(drawer).getByRole('combobox', { name: 'Statut' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(FRENCH);
    expect(status).toHaveDisplayValue('À faire');
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = within(screen.getByRole('region', { name: 'Colonne À faire' })).getByRole(
      'button',
      {
        name: new RegExp(`^${task}`),
      },
    );
    act(() => card.focus());
    // jsdom lays nothing out, so the place in the column is not checked here (kanban-page.test.tsx does).
    await user.keyboard(' ');
    expect(
      await screen.findByText(
        new RegExp(
          `^(Tâche ${task} saisie\\. Elle est|La tâche ${task} est maintenant) dans la colonne À faire, position \\d sur 4\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText(
        `Déplacement annulé. La tâche ${task} est de retour dans la colonne À faire.`,
      ),
    ).toBeInTheDocument();
  });
});
