import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '../../../tests/test-utils';
import { BillingFields } from './billing-fields';
import { CardFields } from './card-fields';
import { billingSchema, cardSchema, emptyBilling, emptyCard } from './payment-schemas';

const formSchema = z.object({ billing: billingSchema, card: cardSchema });
type FormValues = z.infer<typeof formSchema>;

function TestForm({ onValid }: { onValid: (values: FormValues) => void }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { billing: emptyBilling, card: emptyCard },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <BillingFields />
        <CardFields />
        <button type="submit">Pay</button>
      </form>
    </FormProvider>
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces('payment');
});

describe('BillingFields and CardFields', () => {
  it('shows each field’s message next to it when submitted empty', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    // The providers show a loader until the session check is done.
    await screen.findByRole('button', { name: 'Pay' }, { timeout: 10000 });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Enter your card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Choose your country.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date.')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /card number/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('rejects a number that fails the checksum, a past expiry and a short CVC, keeping the typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onValid={vi.fn()} />);
    // The providers show a loader until the session check is done.
    await screen.findByRole('button', { name: 'Pay' }, { timeout: 10000 });

    const number = screen.getByRole('textbox', { name: /card number/i });
    await user.type(number, '4242424242424241');
    await user.type(screen.getByRole('textbox', { name: /expiry/i }), '0120');
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '12');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(
      await screen.findByText('This card number is not valid. Check the digits.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('The security code is 3 or 4 digits.')).toBeInTheDocument();
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByText('Visa')).toBeInTheDocument();
  });

  it('asks for four digits on an Amex card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onValid={vi.fn()} />);
    // The providers show a loader until the session check is done.
    await screen.findByRole('button', { name: 'Pay' }, { timeout: 10000 });
    await user.type(screen.getByRole('textbox', { name: /card number/i }), '378282246310005');
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText("This card's security code has a different number of digits."),
    ).toBeInTheDocument();
    expect(screen.getByText('American Express')).toBeInTheDocument();
  });

  it('submits valid billing and card values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    // The providers show a loader until the session check is done.
    await screen.findByRole('button', { name: 'Pay' }, { timeout: 10000 });
    const billing = screen.getByRole('group', { name: 'Billing details' });
    await user.type(within(billing).getByRole('textbox', { name: /full name/i }), 'Ada Lovelace');
    await user.type(within(billing).getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.type(
      within(billing).getByRole('textbox', { name: /street address/i }),
      '1 Analytical Row',
    );
    await user.type(within(billing).getByRole('textbox', { name: /city/i }), 'London');
    await user.type(within(billing).getByRole('textbox', { name: /postcode/i }), 'EC1A 1BB');
    await user.selectOptions(within(billing).getByRole('combobox', { name: /country/i }), 'GB');
    await user.type(screen.getByRole('textbox', { name: /name on card/i }), 'A Lovelace');
    await user.type(screen.getByRole('textbox', { name: /card number/i }), '4242424242424242');
    const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    await user.type(screen.getByRole('textbox', { name: /expiry/i }), `12${year}`);
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const values = onValid.mock.calls[0]![0] as FormValues;
    expect(values.billing).toMatchObject({ name: 'Ada Lovelace', country: 'GB', zip: 'EC1A 1BB' });
    expect(values.card).toMatchObject({
      cardNumber: '4242 4242 4242 4242',
      expiry: `12/${year}`,
      cvc: '123',
    });
  });
});
