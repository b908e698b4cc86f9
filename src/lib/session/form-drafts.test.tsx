import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, createTestSession, renderWithProviders } from '../../../tests/test-utils';
import { signInAsDemo } from '../../../tests/auth';
import { useFormDraft } from './form-drafts';

function NoteForm() {
  const form = useForm({ defaultValues: { title: '', body: '' } });
  const draft = useFormDraft('note-new', form.getValues, form.reset);
  return (
    <form>
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      {draft.restored ? (
        <p>
          Draft restored
          <button type="button" onClick={draft.discard}>
            Discard draft
          </button>
        </p>
      ) : null}
    </form>
  );
}

describe('form drafts across a session expiry (docs/product-rules.md#session-expiry)', () => {
  it('keeps what the user typed and gives it back to the same user after signing in again', async () => {
    const user = userEvent.setup();
    await signInAsDemo();
    const queryClient = createTestQueryClient();
    const session = createTestSession(queryClient);
    await session.start();
    const first = renderWithProviders(<NoteForm />, { queryClient, session });
    await user.type(await screen.findByLabelText('Title'), 'Quarterly review');
    act(() => session.expire());
    first.unmount();

    await session.login({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' });
    renderWithProviders(<NoteForm />, { queryClient, session });
    expect(await screen.findByLabelText('Title')).toHaveValue('Quarterly review');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it('does not save anything when the user signs out on purpose', async () => {
    await signInAsDemo();
    const queryClient = createTestQueryClient();
    const session = createTestSession(queryClient);
    await session.start();
    const user = userEvent.setup();
    const first = renderWithProviders(<NoteForm />, { queryClient, session });
    await user.type(await screen.findByLabelText('Title'), 'Private');
    await act(() => session.signOut());
    first.unmount();
    await session.login({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' });
    renderWithProviders(<NoteForm />, { queryClient, session });
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });
});
