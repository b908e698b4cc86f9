import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';

describe('status pages', () => {
  it('/403 offers sign-in, going back and home', async () => {
    renderRoute('/403');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You do not have access to this page' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/jwt/login',
    );
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('/500 shows the same content as the error boundary, with Retry', async () => {
    renderRoute('/500');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Something went wrong on our side' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@corvane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@corvane.example',
    );
  });

  it('/maintenance gives the expected return and the contacts', async () => {
    renderRoute('/maintenance');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We are upgrading our platform' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-expected')).toHaveTextContent(/We expect to be back/);
    expect(screen.getByRole('link', { name: '+44 20 7946 0100' })).toHaveAttribute(
      'href',
      'tel:+442079460100',
    );
    expect(screen.getByRole('link', { name: 'hello@corvane.example' })).toBeInTheDocument();
  });

  it('/coming-soon counts down and signs up for the launch email', async () => {
    const user = userEvent.setup();
    renderRoute('/coming-soon');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'The Corvane client portal' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left until launch' })).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Your work email' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('Enter a valid email address, like name@company.com.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Thank you. We will write to ada@example.com on launch day.',
      ),
    );
  });

  it('/404 points to the usual pages', async () => {
    renderRoute('/404');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not find that page' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});
