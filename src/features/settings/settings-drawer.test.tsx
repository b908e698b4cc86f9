// The settings drawer as a user meets it on /components: every control changes what it should,
// the reset dot and reset, labels on every control, focus back on the opener when it closes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';
import { useSettingsStore } from '@/lib/settings/settings-store';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  act(() => {
    useSettingsStore.getState().reset('en');
    useSettingsDrawer.getState().close();
  });
});

async function openDrawer() {
  const user = userEvent.setup();
  renderRoute('/components');
  const opener = (
    await screen.findAllByRole('button', { name: 'Open settings' }, { timeout: 15_000 })
  )[0]!;
  await user.click(opener);
  const drawer = await screen.findByRole('dialog', { name: 'Settings' });
  return { user, drawer, opener };
}

describe('settings drawer', () => {
  it('loads on its first open from the button, takes focus, and gives it back on close', async () => {
    const user = userEvent.setup();
    renderRoute('/components');
    const opener = (
      await screen.findAllByRole('button', { name: 'Open settings' }, { timeout: 15_000 })
    )[0]!;
    expect(screen.queryByTestId('settings-drawer')).not.toBeInTheDocument();

    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(drawer).getByRole('button', { name: 'Close settings' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(opener).toHaveFocus());

    // The second open finds the drawer already loaded, and behaves the same.
    await user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('changes mode, contrast, direction, layout, stretch and preset', async () => {
    const { user, drawer } = await openDrawer();
    const html = document.documentElement;
    const d = within(drawer);

    await user.click(d.getByRole('radio', { name: 'Dark' }));
    expect(html).toHaveClass('dark');
    await user.click(d.getByRole('radio', { name: 'Bold' }));
    expect(html).toHaveAttribute('data-contrast', 'bold');
    await user.click(d.getByRole('radio', { name: 'Right to left' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    await user.click(d.getByRole('radio', { name: 'Mini' }));
    expect(useSettingsStore.getState().themeLayout).toBe('mini');
    const stretch = d.getByRole('checkbox', { name: 'Stretch' });
    expect(stretch).toHaveAccessibleDescription('Only available at large resolutions above 1600px');
    await user.click(stretch);
    expect(useSettingsStore.getState().themeStretch).toBe(true);
    await user.click(d.getByRole('radio', { name: 'Orange' }));
    expect(html).toHaveAttribute('data-preset', 'orange');

    expect(JSON.parse(localStorage.getItem('settings')!).state).toEqual({
      themeMode: 'dark',
      themeContrast: 'bold',
      themeDirection: 'rtl',
      themeLayout: 'mini',
      themeStretch: true,
      themeColorPresets: 'orange',
    });
  });

  it('shows the reset dot only when settings differ, and reset restores the defaults', async () => {
    const { user, drawer } = await openDrawer();
    const d = within(drawer);
    expect(d.getByRole('button', { name: /reset settings/i })).toBeDisabled();
    expect(d.queryByTestId('settings-reset-dot')).not.toBeInTheDocument();

    await user.click(d.getByRole('radio', { name: 'Purple' }));
    const reset = d.getByRole('button', { name: 'Reset settings to the defaults' });
    expect(reset).toBeEnabled();
    expect(d.getByTestId('settings-reset-dot')).toBeInTheDocument();

    await user.click(reset);
    expect(document.documentElement).toHaveAttribute('data-preset', 'default');
    expect(localStorage.getItem('settings')).toBeNull();
    expect(d.queryByTestId('settings-reset-dot')).not.toBeInTheDocument();
    expect(d.getByRole('radio', { name: 'Teal' })).toBeChecked();
  });

  it('labels every control and offers fullscreen', async () => {
    const { drawer } = await openDrawer();
    const d = within(drawer);
    for (const group of ['Mode', 'Contrast', 'Direction', 'Layout', 'Presets']) {
      expect(d.getByRole('radiogroup', { name: group })).toBeInTheDocument();
    }
    expect(d.getAllByRole('radio')).toHaveLength(2 + 2 + 2 + 3 + 6);
    expect(d.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('closes with Escape or the close button and gives focus back', async () => {
    const { user, opener } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(drawer).getByRole('button', { name: 'Close settings' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument(),
    );
    expect(useSettingsDrawer.getState().open).toBe(false);
  });
});
