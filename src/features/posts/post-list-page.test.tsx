// The posts list against the demo API: the status tab, the order and the search text go to the URL
// and to the request (the search to /api/post/search while the user types), and Back restores the
// previous view.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedPosts } from '@/lib/seed/post';
import { renderRoute } from '../../../tests/test-utils';
import { declaredStyles } from '../../../tests/declared-styles';
import { server } from '@/../tests/setup';

// Whole routes against the demo API on a shared machine: allow for a slow start.
vi.setConfig({ testTimeout: 90_000 });

const seed = (await seedPosts());
const drafts = seed.filter((p) => p.status === 'draft');

/** Every list or search request the page makes (pass-through handlers: they answer nothing). */
let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
  server.use(http.get('*/api/post/list', record), http.get('*/api/post/search', record));
});
const lastRequest = () => requests.at(-1)!;

const cards = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('listitem');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('posts list', () => {
  it('filters, sorts and searches through the URL and the requests; Back restores the view', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/post', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Posts' }, { timeout: 30_000 });
    await waitFor(() => expect(cards()).toHaveLength(12), { timeout: 20_000 });
    expect(screen.getByRole('tab', { name: `Draft ${drafts.length}` })).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: `Published ${seed.length - drafts.length}` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Draft/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'draft' }));
    await waitFor(() => expect(cards()).toHaveLength(drafts.length));
    expect(lastRequest().pathname).toBe('/api/post/list');
    expect(lastRequest().searchParams.get('status')).toBe('draft');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'draft', order: 'asc' }),
    );
    await waitFor(() => expect(lastRequest().searchParams.get('order')).toBe('asc'));
    const oldestFirst = [...drafts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    await waitFor(() => expect(cardTitles()[0]).toBe(oldestFirst[0]!.title));

    const climate = drafts.find((p) => p.title.startsWith('Climate'))!;
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'climate');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'draft', order: 'asc', q: 'climate' }),
    );
    await waitFor(() => expect(cardTitles()).toEqual([climate.title]));
    const search = lastRequest();
    expect(search.pathname).toBe('/api/post/search');
    expect(Object.fromEntries(search.searchParams)).toMatchObject({
      q: 'climate',
      status: 'draft',
      order: 'asc',
    });
    // Asked once the typing paused: for the whole word, never for its first letters.
    const asked = requests
      .filter((r) => r.pathname === '/api/post/search')
      .map((r) => r.searchParams.get('q'));
    expect(new Set(asked)).toEqual(new Set(['climate']));

    router.history.back();
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'draft', order: 'asc' }),
    );
    await waitFor(() => expect(cardTitles()).toHaveLength(drafts.length));
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    expect(screen.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("clamps a card's title and summary on their own start side, where the ellipsis shows", async () => {
    renderRoute('/dashboard/post', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Posts' }, { timeout: 30_000 });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 30_000 });
    const card = cards()[0]!;
    // Aligned to the card's side instead, an English title in the Arabic list lost its ellipsis.
    const title = within(card).getByRole('heading');
    expect(declaredStyles(title, 'text-align')).toEqual(['start']);
    expect(declaredStyles(title.nextElementSibling!, 'text-align')).toEqual(['start']);
  });
});
