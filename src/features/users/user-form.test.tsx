// The user form against the demo API: validation next to the fields, server errors mapped to
// their field with the typing kept, creating and editing, and the unsaved-changes guard.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seedUsers } from '@/lib/seed/user';
import { demoId } from '@/lib/api-contract/sample-ids';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const seed = (await seedUsers());

async function openForm(path: string) {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByRole('button', { name: /Create user|Save changes/ }, { timeout: 20_000 });
  return { ...view, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(/^Full name/), 'Lina Farouk');
  await user.type(screen.getByLabelText(/^Email address/), email);
  await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '20 7946 0321');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'FR');
  await user.type(screen.getByLabelText(/^State or region/), 'Île-de-France');
  await user.type(screen.getByLabelText(/^City/), 'Paris');
  await user.type(screen.getByLabelText(/^Address/), '8 rue de la Paix');
  await user.type(screen.getByLabelText(/^Postcode/), '75002');
  await user.type(screen.getByLabelText(/^Company/), 'Maison Lumen');
}

describe('user form', () => {
  it('shows what is missing next to each field and sends nothing', async () => {
    const { user } = await openForm('/dashboard/user/new');
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(8);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field in the form's order takes the focus.
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
  });

  it('puts the server’s "email in use" next to the email field and keeps the typing', async () => {
    const { user, router } = await openForm('/dashboard/user/new');
    await fillRequired(user, seed[3]!.email);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('This email address is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Lina Farouk');
    expect(router.state.location.pathname).toBe('/dashboard/user/new');
  });

  it('creates a user and goes back to the list', async () => {
    const { user, router } = await openForm('/dashboard/user/new');
    await fillRequired(user, 'lina.farouk@example.com');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
    expect(await screen.findByText('Lina Farouk was added')).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: `All ${seed.length + 1}` }),
    ).toBeInTheDocument();
  });

  it('edits the record of the id in the URL', async () => {
    const record = seed.find((u) => u.id === demoId)!;
    const { user, router } = await openForm(`/dashboard/user/${demoId}/edit`);
    expect(
      screen.getByRole('heading', { level: 1, name: `Edit ${record.name}` }),
    ).toBeInTheDocument();
    const company = screen.getByLabelText(/^Company/);
    expect(company).toHaveValue(record.company);
    await user.clear(company);
    await user.type(company, 'Northwind Analytics');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
    expect(await screen.findByText(`${record.name} was saved`)).toBeInTheDocument();
  });

  it('refuses a photo of the wrong type or over 1 MB before sending it', async () => {
    await openForm('/dashboard/user/new');
    const input = screen.getByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Use a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image is larger than 1 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openForm('/dashboard/user/new');
    await user.type(screen.getByLabelText(/^Full name/), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/dashboard/user/new');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Half-typed');
    // The first dialog plays its closing animation; the next one must not be confused with it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
  });
});
