import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';

describe('/faqs', () => {
  it('filters the questions as the user types and opens the matches', async () => {
    const user = userEvent.setup();
    renderRoute('/faqs');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Frequently asked questions' },
      { timeout: 10000 },
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'parquet');

    expect(screen.getByRole('status')).toHaveTextContent('1 question matches “parquet”');
    const trigger = screen.getByRole('button', { name: 'How are data products delivered?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.queryByRole('button', { name: 'Are you GDPR compliant?' }),
    ).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(screen.getByText('No question matches “zzzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  });

  it('opens and closes a question from the keyboard', async () => {
    const user = userEvent.setup();
    renderRoute('/faqs');
    const trigger = await screen.findByRole(
      'button',
      { name: 'Is our data safe with you?' },
      { timeout: 10000 },
    );
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('ends with a contact band named by its heading, linking to the contact page and the email', async () => {
    renderRoute('/faqs');
    const band = await screen.findByRole(
      'region',
      { name: 'Still have a question?' },
      { timeout: 10000 },
    );
    expect(within(band).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(band).getByRole('link', { name: 'Email hello@corvane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@corvane.example',
    );
  });
});
