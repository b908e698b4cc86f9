// /components: every block of the gallery is there, the caps of docs/product-rules.md#limits show (99+, four avatars
// and "+5"), the sample form validates next to its fields, and the page opens the settings drawer.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';
import { toaster } from '@/lib/toast/toaster';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  act(() => {
    useSettingsDrawer.getState().close();
    toaster.remove();
  });
});

async function renderGallery() {
  renderRoute('/components');
  await screen.findByRole('heading', { level: 1, name: 'Components' }, { timeout: 20_000 });
}

it('shows every building block and the caps of docs/product-rules.md#limits', async () => {
  await renderGallery();
  for (const name of [
    'Buttons',
    'Inputs',
    'Selects',
    'Dialogs and drawers',
    'Tabs',
    'Toasts',
    'Badges and avatars',
    'Table',
    'Charts',
  ]) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
  const badges = within(screen.getByRole('region', { name: 'Badges and avatars' }));
  expect(badges.getAllByText('99+')).toHaveLength(2);
  expect(badges.getByText('99')).toBeInTheDocument();
  expect(badges.getByRole('img', { name: '5 more' })).toBeInTheDocument();
  expect(badges.getByRole('img', { name: 'Market Pulse' })).toBeInTheDocument();
  expect(badges.queryByRole('img', { name: 'Talent Flow' })).not.toBeInTheDocument();

  const table = within(screen.getByRole('region', { name: 'Table' }));
  expect(table.getAllByRole('row')).toHaveLength(1 + 9);
});

it('validates the sample form next to its fields and keeps what was typed', async () => {
  const user = userEvent.setup();
  await renderGallery();
  const form = within(screen.getByRole('region', { name: 'Inputs' }));
  await user.type(form.getByRole('textbox', { name: /work email/i }), 'not-an-email');
  await user.click(form.getByRole('button', { name: 'Check the form' }));
  expect(
    await form.findByText('Enter a valid email address, like name@company.com.'),
  ).toBeInTheDocument();
  expect(form.getByText('Enter your name (at least 2 characters).')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: /work email/i })).toHaveValue('not-an-email');

  await user.type(form.getByRole('textbox', { name: /full name/i }), 'Amira Haddad');
  await user.clear(form.getByRole('textbox', { name: /work email/i }));
  await user.type(form.getByRole('textbox', { name: /work email/i }), 'amira@retailer.example');
  await user.type(
    form.getByRole('textbox', { name: /discuss/i }),
    'Demand forecasting for 300 stores.',
  );
  await user.click(form.getByRole('button', { name: 'Check the form' }));
  expect(await screen.findByText('The form is valid')).toBeInTheDocument();
});

it('opens the settings drawer and shows toasts from its buttons', async () => {
  const user = userEvent.setup();
  await renderGallery();
  await user.click(screen.getAllByRole('button', { name: 'Open settings' })[0]!);
  expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  act(() => useSettingsDrawer.getState().close());
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument(),
  );

  const toasts = within(screen.getByRole('region', { name: 'Toasts' }));
  await user.click(toasts.getByRole('button', { name: 'Send the same message twice' }));
  expect(await screen.findAllByText('Saved to your workspace')).toHaveLength(1);
});
