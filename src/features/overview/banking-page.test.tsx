// The banking page's transactions name the firm's own counterparties in the reader's language
// (`counterpartyKey`, docs/api/overview.md): in French the payroll and the accounts of a transfer
// read as the accounts card says them, while the search still finds them by their English name.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { renderRoute } from '../../../tests/test-utils';

vi.setConfig({ testTimeout: 60_000 });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  act(() => useSettingsStore.getState().reset('en'));
});

/** The counterparty of each row (the cell's first line; the second names the reference and account). */
async function counterparties(q: string) {
  await act(() => i18n.changeLanguage('fr'));
  renderRoute(`/dashboard/banking?range=90d&q=${encodeURIComponent(q)}`, { signedIn: true });
  const table = await screen.findByRole(
    'table',
    { name: 'Opérations récentes' },
    { timeout: 30_000 },
  );
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]!.querySelector('p')!.textContent);
}

describe('banking transactions in French', () => {
  it('names the payroll in French, found by its English name', async () => {
    const names = await counterparties('Corvane payroll');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Salaires Corvane']));
  });

  it('names the other account of a transfer as the accounts card does', async () => {
    const names = await counterparties('transfer');
    expect(new Set(names)).toEqual(new Set(['Compte courant', 'Compte de réserve']));
  });

  it('finds a transfer by the English name of the account, and shows it in French', async () => {
    const names = await counterparties('Reserve account');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Compte de réserve']));
  });
});

describe('the accounts card', () => {
  it("splits the total balance by account, each share from the account's balance", async () => {
    renderRoute('/dashboard/banking', { signedIn: true });
    const figures = await waitFor(
      () => {
        const found = [...document.querySelectorAll<HTMLElement>('[data-balance]')];
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 30_000 },
    );
    const card = figures[0]!.closest<HTMLElement>('.chakra-card__root')!;
    const balances = figures.map((el) => Number(el.getAttribute('data-balance')));
    const total = balances.reduce((a, b) => a + b, 0);
    const shares = within(card)
      .getAllByRole('listitem')
      .map((item) => Number(/(\d+)%/.exec(item.textContent ?? '')?.[1]));
    expect(shares).toEqual(balances.map((b) => Math.round((b / total) * 100)));
    expect(within(card).getByText('Share of the total balance')).toBeInTheDocument();
  });
});
