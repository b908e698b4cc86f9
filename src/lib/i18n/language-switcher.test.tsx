// The headers' language menu: lists EN, FR and AR, switches the UI language, the document
// title and the direction.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { i18n } from './i18n';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  act(() => useSettingsStore.getState().reset('en'));
});

it('switches to French and to Arabic, titles and direction included', async () => {
  const user = userEvent.setup();
  renderRoute('/components');
  await screen.findByRole('heading', { level: 1, name: 'Components' }, { timeout: 15_000 });
  await waitFor(() => expect(document.title).toBe('Components · Corvane'));

  const switcher = (
    await screen.findAllByRole('button', { name: /language/i }, { timeout: 10_000 })
  )[0]!;
  expect(switcher).toHaveTextContent('EN');
  await user.click(switcher);
  expect(await screen.findByRole('menuitemradio', { name: /English/ })).toBeChecked();
  await user.click(screen.getByRole('menuitemradio', { name: /Français/ }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Composants' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Composants · Corvane'));
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');

  await user.click(screen.getAllByRole('button', { name: /langue/i })[0]!);
  await user.click(await screen.findByRole('menuitemradio', { name: /العربية/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'المكوّنات' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
}, 60_000);
