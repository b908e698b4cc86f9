// The checkout's forms: billing details, then the card. Both reuse the payment library's schemas,
// whose messages are keys of the `payment` namespace.
import { z } from 'zod';
import { billingSchema, cardSchema, emptyBilling, emptyCard } from '@/lib/payment/payment-schemas';

export const billingStepSchema = z.object({ billing: billingSchema });
export type BillingStepValues = z.infer<typeof billingStepSchema>;
export const emptyBillingStep: BillingStepValues = { billing: emptyBilling };

export const paymentStepSchema = z.object({ card: cardSchema });
export type PaymentStepValues = z.infer<typeof paymentStepSchema>;
export const emptyPaymentStep: PaymentStepValues = { card: emptyCard };

export const checkoutSteps = ['cart', 'billing', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];
