// The post editor against the demo API: messages next to their fields, a server refusal kept on
// its field with the typing kept, and a preview that shows the post as readers will.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seedPosts } from '@/lib/seed/post';
import { renderRoute } from '../../../tests/test-utils';

vi.setConfig({ testTimeout: 90_000 });

const taken = (await seedPosts())[1]!;

describe('post editor', () => {
  it('checks each field, keeps a server refusal on its field, and previews the post', async () => {
    renderRoute('/dashboard/post/new', { signedIn: true });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Write a new post' }, { timeout: 30_000 });
    const editor = await screen.findByRole('textbox', { name: /^Content/ }, { timeout: 20_000 });

    await user.click(screen.getByRole('button', { name: 'Create post' }));
    // The title, the summary and the article, left empty, say the one message every form uses.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Add at least one tag.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    // Once something is written, the field says what it still needs.
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Why');
    expect(await screen.findByText('Enter a title (at least 5 characters).')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Title/ }));

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), taken.title);
    await user.type(
      screen.getByRole('textbox', { name: /^Summary/ }),
      'A second look at a question we keep being asked.',
    );
    // ProseMirror reads the DOM it is given; jsdom has no text input events for contenteditable.
    editor.innerHTML = '<p>Most teams decide faster once one person owns the decision.</p>';
    fireEvent.input(editor);
    await user.type(screen.getByRole('textbox', { name: /^Tags/ }), 'strategy{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Tags added' })).getByText('strategy'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: taken.title })).toBeInTheDocument();
    expect(
      within(preview).getByText('Most teams decide faster once one person owns the decision.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText(/Not published yet · 1 min read/)).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(
      await screen.findByText('Another post already uses this address; change the title or slug.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(taken.title);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Summary/ })).toHaveValue(
      'A second look at a question we keep being asked.',
    );
  });
});

describe('post edit page', () => {
  it("names the post in its heading as an isolated run, so the quotes keep their place around it", async () => {
    renderRoute(`/dashboard/post/${taken.slug}/edit`, { signedIn: true });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    await waitFor(() => expect(heading.textContent).toBe(`Edit “\u2068${taken.title}\u2069”`));
  });
});
