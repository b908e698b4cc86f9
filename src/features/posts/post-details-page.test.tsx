// A post's page against the demo API: stored content with a script, an image with an onerror
// handler and a javascript: link shows inert (docs/product-rules.md#rich-text); a comment shows at
// once, is taken back (typing restored) when the server refuses it, and stays when it is accepted;
// the publish switch and delete after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { seedPosts } from '@/lib/seed/post';
import type { Post } from '@/lib/api-contract/post';
import { request } from '@/lib/http/client';
import { signInAsDemo } from '../../../tests/auth';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '@/../tests/setup';

vi.setConfig({ testTimeout: 90_000 });

const seed = (await seedPosts());
const post = seed.find((p) => p.status === 'published' && p.allowComments)!;

async function openPost(path: string, title: string) {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 30_000 });
  return { ...view, user: userEvent.setup() };
}

describe('post page', () => {
  it('shows hostile content inert: no script, no image handler, no javascript: link', async () => {
    await signInAsDemo();
    const hostile =
      '<p>Read this first.</p><script>window.__postXss = "script"</script>' +
      '<img src=x onerror="window.__postXss = \'img\'">' +
      '<p><a href="javascript:window.__postXss=\'link\'">a tempting link</a> and a <a href="https://corvane.example/">safe one</a></p>';
    await request<{ post: Post }>('PATCH', `/api/post/${post.id}`, { body: { content: hostile } });

    // Opened by id: the slug's page answers to it too.
    await openPost(`/dashboard/post/${post.id}`, post.title);
    // The head takes the post's meta fields, falling back to its title (the seed leaves them empty).
    await waitFor(() => expect(document.title).toBe(`${post.title} · Corvane`));
    const article = screen.getByRole('article');
    expect(within(article).getByText('Read this first.')).toBeInTheDocument();
    expect(article.querySelector('script, img[src="x"], [onerror]')).toBeNull();
    const tempting = within(article).getByText('a tempting link');
    expect(tempting.closest('a')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: 'safe one' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as { __postXss?: string }).__postXss).toBeUndefined();
    expect(within(article).getByText(post.author.name)).toBeInTheDocument();
    expect(within(article).getByText(/1 min read/)).toBeInTheDocument();
  });

  it('adds a comment at once, takes it back when refused, keeps it when accepted', async () => {
    const { user } = await openPost(`/dashboard/post/${post.slug}`, post.title);
    const heading = (count: number) =>
      screen.getByRole('heading', {
        level: 2,
        name: count === 0 ? 'Comments' : `${count} comment${count === 1 ? '' : 's'}`,
      });
    const before = post.comments.length;
    expect(heading(before)).toBeInTheDocument();

    let refuse: () => void = () => {};
    server.use(
      http.post(
        '*/api/post/:id/comments',
        () =>
          new Promise<Response>((resolve) => {
            refuse = () =>
              resolve(HttpResponse.json({ message: 'The server is busy.' }, { status: 503 }));
          }),
        { once: true },
      ),
    );
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Which tools did you use?');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    // Shown before the server answers.
    expect(await screen.findByText('Which tools did you use?')).toBeInTheDocument();
    expect(heading(before + 1)).toBeInTheDocument();
    refuse();
    await waitFor(() =>
      expect(screen.queryByText('Which tools did you use?', { selector: 'p' })).toBeNull(),
    );
    expect(heading(before)).toBeInTheDocument();
    expect(box).toHaveValue('Which tools did you use?');

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(
      await screen.findByText('Which tools did you use?', { selector: 'p' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(heading(before + 1)).toBeInTheDocument());
  });

  it('says one thing about its comments: the count when there are some, "No comments yet" when none', async () => {
    const quiet = seed.find((p) => p.status === 'published' && p.comments.length === 0)!;
    await openPost(`/dashboard/post/${quiet.slug}`, quiet.title);
    expect(screen.getByRole('heading', { level: 2, name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^0 comments?$/)).toBeNull();
  });

  it('shows the count of comments with no "No comments yet" beside it', async () => {
    const busy = seed.find((p) => p.status === 'published' && p.comments.length > 1)!;
    await openPost(`/dashboard/post/${busy.slug}`, busy.title);
    expect(
      screen.getByRole('heading', { level: 2, name: `${busy.comments.length} comments` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No comments yet.')).toBeNull();
  });

  it('moves a post to drafts with the switch, and deletes it after a confirmation', async () => {
    const { user, router } = await openPost(`/dashboard/post/${post.slug}`, post.title);
    const toggle = screen.getByRole('checkbox', { name: 'Published' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/post'));
    await screen.findByRole('heading', { level: 1, name: 'Posts' });
    await waitFor(() =>
      expect(screen.getAllByRole('tab', { name: /^All/ })[0]).toHaveTextContent(
        `All ${seed.length - 1}`,
      ),
    );
    expect(screen.queryByRole('link', { name: post.title })).toBeNull();
  });
});
