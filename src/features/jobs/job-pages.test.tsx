// The jobs pages against the demo API: drawer filters and search in the URL and in the request,
// Back restoring the view; the form's salary check next to its field; a candidate moved a stage
// at once and put back when the server fails; a candidate who already applied refused in French.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedJobCandidates } from '@/lib/seed/job-candidate';
import { seedJobs } from '@/lib/seed/job';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/../tests/test-utils';
import { setDemoRole } from '@/../tests/auth';
import { server } from '@/../tests/setup';

vi.setConfig({ testTimeout: 45_000 });

const jobs = (await seedJobs());
let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  server.use(
    http.get('*/api/job/list', ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
});
const lastRequest = () => requests.at(-1)!.searchParams;
const table = () => screen.getByTestId('job-table');
// Hidden too: while the filter drawer (a modal) is open, the table behind it is hidden from the
// accessibility tree, but its rows are what the filters changed.
const bodyRows = () => within(table()).getAllByRole('row', { hidden: true }).slice(1);

async function open(path: string) {
  const view = renderRoute(path, { signedIn: true });
  return { ...view, user: userEvent.setup() };
}

describe('job list', () => {
  it('filters from the drawer and searches through the URL and the request; Back restores the view', async () => {
    const { router, user } = await open('/dashboard/job');
    await screen.findByTestId('job-table', {}, { timeout: 20_000 });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Remote' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('checkbox', { name: 'Engineering' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ location: ['remote'], department: ['engineering'] }),
    );
    await waitFor(() => expect(lastRequest().getAll('department')).toEqual(['engineering']));
    expect(lastRequest().getAll('location')).toEqual(['remote']);
    const expected = jobs.filter((j) => j.department === 'engineering' && j.locations.includes('remote'));
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length || 1));
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters, 2 on' })).toBeInTheDocument();

    // Pasted: one change, so a slow machine's pauses between keys cannot add history entries.
    await user.click(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.paste('platform');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'platform' }));
    await waitFor(() => expect(lastRequest().get('q')).toBe('platform'));

    // The view shows the search's answer before Back is pressed.
    const found = expected.filter((j) => j.title.toLowerCase().includes('platform'));
    if (found.length) await waitFor(() => expect(bodyRows()).toHaveLength(found.length));
    else expect(await screen.findByText('No jobs match this view.')).toBeInTheDocument();

    router.history.back();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('q'));
    expect(router.state.location.search).toMatchObject({ department: ['engineering'], location: ['remote'] });
    // The view before the search is in the cache (fresh for a minute, docs/performance.md): its
    // rows come back at once, without asking the server again.
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length || 1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue(''));
  }, 90_000);
});

describe('job form', () => {
  it('says next to the maximum salary that it is below the minimum, and sends nothing', async () => {
    const { user } = await open('/dashboard/job/new');
    await screen.findByRole('button', { name: 'Create job' }, { timeout: 20_000 });
    let posted = false;
    server.use(http.post('*/api/job', () => void (posted = true)));
    await user.type(screen.getByLabelText(/^Minimum salary/), '60000');
    await user.type(screen.getByLabelText(/^Maximum salary/), '50000');
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('The maximum must be at least the minimum, and both above zero.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Maximum salary/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Add at least one skill.')).toBeInTheDocument();
    // The empty title, description and closing date say the one message every form uses.
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(posted).toBe(false);
  });
});

describe('job candidates', () => {
  it('moves a candidate at once and puts the stage back when the server fails', async () => {
    const candidate = (await seedJobCandidates()).find((c) => c.status === 'new')!;
    const { user } = await open(`/dashboard/job/${candidate.jobId}?tab=candidates`);
    const row = (await screen.findByText(candidate.name, {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    let answer: (() => void) | undefined;
    server.use(
      http.patch(
        '*/api/job/:id/candidates/:candidateId',
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })))),
      ),
    );
    await user.click(within(row).getByRole('button', { name: `Move to another stage: ${candidate.name}` }));
    // Chosen from the keyboard: the menu's pointer selection needs a layout jsdom does not have.
    await screen.findByRole('menuitem', { name: 'Screening' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(row).getByText('Screening')).toBeInTheDocument());
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(within(row).getByText('New')).toBeInTheDocument());
    expect(await screen.findByText(`Could not move ${candidate.name}; the stage was put back`)).toBeInTheDocument();
  });

  it('refuses a candidate who already applied, next to the email in the user’s language, keeping the typing', async () => {
    const candidate = (await seedJobCandidates())[0]!;
    await act(() => i18n.changeLanguage('fr'));
    try {
      const { user } = await open(`/dashboard/job/${candidate.jobId}?tab=candidates`);
      await user.click(await screen.findByRole('button', { name: 'Ajouter un candidat' }, { timeout: 20_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un candidat' });
      await user.type(within(dialog).getByLabelText(/^Nom/), 'Inès Moreau');
      await user.type(within(dialog).getByLabelText(/^E-mail/), candidate.email.toUpperCase());
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
      expect(await within(dialog).findByText('Cette personne a déjà postulé à cette offre.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue('Inès Moreau');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('job list for a role that may only read (docs/product-rules.md#roles)', () => {
  it('leaves out create, edit and delete', async () => {
    await setDemoRole('user');
    const { user } = await open('/dashboard/job');
    await screen.findByTestId('job-table', {}, { timeout: 20_000 });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('link', { name: 'New job' })).not.toBeInTheDocument();
    const job = jobs.find((j) => within(table()).queryByText(j.title))!;
    await user.click(within(table()).getByRole('button', { name: `Actions for ${job.title}` }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('job page for a role that may only read (docs/product-rules.md#roles)', () => {
  it('leaves out Edit, adding a candidate and moving one to another stage', async () => {
    const candidate = (await seedJobCandidates()).find((c) => c.status === 'new')!;
    await setDemoRole('user');
    await open(`/dashboard/job/${candidate.jobId}?tab=candidates`);
    const row = (await screen.findByText(candidate.name, {}, { timeout: 20_000 })).closest('tr')!;
    // The stage still shows; what would change it does not.
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Move to another stage: ${candidate.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add candidate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
