// The user form when someone else saved the user after it was opened (docs/product-rules.md#edit-conflicts):
// the demo API answers 409 with the stored user, the form keeps the typing and offers to load their
// version, save over it, or keep editing; and the edit page of a user deleted meanwhile.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserResponse } from '@/lib/api-contract/user';
import { demoId } from '@/lib/api-contract/sample-ids';
import { http } from '@/lib/http/client';
import { invalidateForEvent } from '@/lib/live/invalidate';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 90_000 });

async function openEdit() {
  const view = renderRoute(`/dashboard/user/${demoId}/edit`, { signedIn: true });
  await screen.findByRole('button', { name: 'Save changes' }, { timeout: 20_000 });
  const user = userEvent.setup();
  const company = screen.getByLabelText(/^Company/);
  await user.clear(company);
  await user.type(company, 'Mine Analytics');
  // Someone else saves the same user meanwhile (the form was opened with the older version).
  await http.patch(`/api/user/${demoId}`, { company: 'Theirs Consulting', city: 'Marseille' });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'This record changed while you were editing it' });
  return { ...view, user, dialog };
}

const stored = async () => (await http.get<UserResponse>('/api/user/details', { query: { id: demoId } })).user;

describe('user form, edit conflicts', () => {
  it('shows the dialog on a 409 and keeps the typing; Cancel goes back to editing', async () => {
    const { user, router, dialog } = await openEdit();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Mine Analytics');
    expect(router.state.location.pathname).toBe(`/dashboard/user/${demoId}/edit`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Mine Analytics');
    expect((await stored()).company).toBe('Theirs Consulting');
  });

  it('"Load their version" shows the server’s values, and saving then goes through', async () => {
    const { user, router, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Company/)).toHaveValue('Theirs Consulting'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Marseille');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Lille');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
    expect(await stored()).toMatchObject({ company: 'Theirs Consulting', city: 'Lille' });
  });

  it('"Save mine anyway" saves the typing over their version', async () => {
    const { user, router, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
    expect((await stored()).company).toBe('Mine Analytics');
  });

  it('says the user was deleted, with the way back, when the open record is deleted elsewhere', async () => {
    const { queryClient } = renderRoute(`/dashboard/user/${demoId}/edit`, { signedIn: true });
    await screen.findByRole('button', { name: 'Save changes' }, { timeout: 20_000 });
    await http.delete(`/api/user/${demoId}`);
    // What a live update does on the event (src/lib/live): the open record refetches, and gets 404.
    await invalidateForEvent(queryClient, { group: 'user', id: demoId, action: 'deleted' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This user does not exist or was deleted.' })).toBeInTheDocument();
    expect(screen.getByText('Someone deleted it while this page was open.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/dashboard/user/list');
  });
});
