// A list's search box: its text reaches the URL once per pause in typing, and at once when the
// reader leaves the box (a row clicked right after typing must open, not be replaced by the search).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

/** The box with what it has handed over so far, as a list page's URL would record it. */
function Harness() {
  const [handed, setHanded] = useState<string[]>([]);
  return (
    <>
      <SearchInput value="" label="Search people" onChange={(q) => setHanded((h) => [...h, q])} />
      <button type="button">Elsewhere</button>
      <output aria-label="Handed over">{handed.join('|')}</output>
    </>
  );
}

const handedOver = () => screen.getByRole('status', { name: 'Handed over' });

describe('SearchInput', () => {
  // Pasted, one change: slow keys on a loaded machine would be pauses of their own.
  async function enterAnn() {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('searchbox', { name: 'Search people' }));
    await user.paste('ann');
    return user;
  }

  it('hands the text over once, after a pause in typing', async () => {
    await enterAnn();
    expect(handedOver()).toHaveTextContent(/^$/);
    await waitFor(() => expect(handedOver()).toHaveTextContent(/^ann$/));
  });

  it('hands the text over at once when the reader leaves the box, and not again after the pause', async () => {
    const user = await enterAnn();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(handedOver()).toHaveTextContent(/^ann$/);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(handedOver()).toHaveTextContent(/^ann$/);
  });

  it('hands nothing over when the reader leaves without typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('searchbox', { name: 'Search people' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(handedOver()).toHaveTextContent(/^$/);
  });
});
