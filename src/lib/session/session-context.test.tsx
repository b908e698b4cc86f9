import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/setup';
import { signInAsDemo } from '../../../tests/auth';
import { createTestQueryClient, createTestSession, renderWithProviders } from '../../../tests/test-utils';
import { useAuth } from './use-auth';

function Greeting() {
  const { user, status } = useAuth();
  return <p>{status === 'authenticated' ? `Hello ${user?.firstName}` : 'Signed out'}</p>;
}

describe('the start-up check on screen (docs/product-rules.md#marketing-site)', () => {
  it('shows the loading indicator until GET /me has answered, then the app', async () => {
    await signInAsDemo();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/auth/me', async () => {
        await answered;
        return HttpResponse.json({ user: { id: 'acc-demo', email: 'demo@corvane.example', firstName: 'Amira' } });
      }),
    );
    const queryClient = createTestQueryClient();
    const session = createTestSession(queryClient);
    void session.start();
    renderWithProviders(<Greeting />, { queryClient, session });
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    await delay(50);
    expect(screen.queryByText(/hello/i)).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Hello Amira')).toBeInTheDocument();
    expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument();
  });

  it('shows the app at once when there is no stored token', async () => {
    renderWithProviders(<Greeting />);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
