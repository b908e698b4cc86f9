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

/**
 * The form's queries stay inside it (`form`): after each change of the page a role or label query
 * asks jsdom for the styles of every element it looks at, which on the whole dashboard takes a good
 * part of a second; the wait for the form goes by text for the same reason (a role query re-run on
 * each change while the route loads).
 */
async function openForm(path: string) {
  const view = renderRoute(path, { signedIn: true });
  const submit = await screen.findByText(
    /^(Create user|Save changes)$/,
    { selector: 'button' },
    { timeout: 20_000 },
  );
  const form = within(submit.closest('form')!);
  return { ...view, form, user: userEvent.setup() };
}

type Form = Awaited<ReturnType<typeof openForm>>['form'];

async function fillRequired(user: ReturnType<typeof userEvent.setup>, form: Form, email: string) {
  await user.type(form.getByLabelText(/^Full name/), 'Lina Farouk');
  await user.type(form.getByLabelText(/^Email address/), email);
  await user.type(form.getByRole('textbox', { name: /^Phone number/ }), '20 7946 0321');
  await user.selectOptions(form.getByRole('combobox', { name: /^Country/ }), 'FR');
  await user.type(form.getByLabelText(/^State or region/), 'Île-de-France');
  await user.type(form.getByLabelText(/^City/), 'Paris');
  await user.type(form.getByLabelText(/^Address/), '8 rue de la Paix');
  await user.type(form.getByLabelText(/^Postcode/), '75002');
  await user.type(form.getByLabelText(/^Company/), 'Maison Lumen');
}

describe('user form', () => {
  it('shows what is missing next to each field and sends nothing', async () => {
    const { user, form } = await openForm('/dashboard/user/new');
    await user.type(form.getByLabelText(/^Email address/), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Create user' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(8);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field in the form's order takes the focus.
    await waitFor(() => expect(form.getByLabelText(/^Full name/)).toHaveFocus());
  });

  it('puts the server’s "email in use" next to the email field and keeps the typing', async () => {
    const { user, router, form } = await openForm('/dashboard/user/new');
    await fillRequired(user, form, seed[3]!.email);
    await user.click(form.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('This email address is already in use.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Full name/)).toHaveValue('Lina Farouk');
    expect(router.state.location.pathname).toBe('/dashboard/user/new');
  });

  it('creates a user and goes back to the list', async () => {
    const { user, router, form } = await openForm('/dashboard/user/new');
    await fillRequired(user, form, 'lina.farouk@example.com');
    await user.click(form.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
    expect(await screen.findByText('Lina Farouk was added')).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: `All ${seed.length + 1}` }),
    ).toBeInTheDocument();
  });

  it('edits the record of the id in the URL', async () => {
    const record = seed.find((u) => u.id === demoId)!;
    const { user, router, form } = await openForm(`/dashboard/user/${demoId}/edit`);
    expect(
      screen.getByRole('heading', { level: 1, name: `Edit ${record.name}` }),
    ).toBeInTheDocument();
    const company = form.getByLabelText(/^Company/);
    expect(company).toHaveValue(record.company);
    await user.clear(company);
    await user.type(company, 'Northwind Analytics');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
    expect(await screen.findByText(`${record.name} was saved`)).toBeInTheDocument();
  });

  it('refuses a photo of the wrong type or over 1 MB before sending it', async () => {
    const { form } = await openForm('/dashboard/user/new');
    const input = form.getByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Use a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image is larger than 1 MB.')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router, form } = await openForm('/dashboard/user/new');
    await user.type(form.getByLabelText(/^Full name/), 'Half-typed');
    await user.click(form.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/dashboard/user/new');
    expect(form.getByLabelText(/^Full name/)).toHaveValue('Half-typed');
    // The first dialog plays its closing animation; the next one must not be confused with it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(form.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
  });
});
