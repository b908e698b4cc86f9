// zod schemas for the card and billing parts of a payment form. Error messages are keys of the
// `payment` locale namespace; CardFields and BillingFields translate them next to each field.
import { z } from 'zod';
import { isBillingCountry } from './countries';
import {
  cardDigits,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvc,
  luhnCheck,
  parseExpiry,
} from './card-validation';

export const cardSchema = z
  .object({
    cardName: z.string().trim().min(1, 'errors.cardNameRequired').max(80, 'errors.tooLong'),
    cardNumber: z
      .string()
      .refine((v) => cardDigits(v).length > 0, 'errors.cardNumberRequired')
      .refine((v) => cardDigits(v).length === 0 || /^[\d\s-]+$/.test(v), 'errors.cardNumberDigits')
      .refine((v) => cardDigits(v).length === 0 || luhnCheck(v), 'errors.cardNumberInvalid')
      .refine((v) => !luhnCheck(v) || isValidCardNumber(v), 'errors.cardNumberLength'),
    expiry: z
      .string()
      .trim()
      .min(1, 'errors.expiryRequired')
      .refine((v) => v === '' || parseExpiry(v) !== null, 'errors.expiryFormat')
      .refine((v) => parseExpiry(v) === null || isExpiryInFuture(v), 'errors.expiryPast'),
    cvc: z
      .string()
      .trim()
      .min(1, 'errors.cvcRequired')
      .regex(/^\d{3,4}$/, 'errors.cvcFormat'),
  })
  .refine((value) => !/^\d{3,4}$/.test(value.cvc) || isValidCvc(value.cvc, value.cardNumber), {
    path: ['cvc'],
    message: 'errors.cvcBrand',
    // Check the CVC against the brand even while other card fields are still empty.
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined;
      return typeof value?.cvc === 'string' && typeof value.cardNumber === 'string';
    },
  });

export const billingSchema = z.object({
  name: z.string().trim().min(1, 'errors.nameRequired').max(120, 'errors.tooLong'),
  email: z.string().trim().min(1, 'errors.emailRequired').pipe(z.email('errors.emailInvalid')),
  company: z.string().trim().max(120, 'errors.tooLong').optional(),
  address: z.string().trim().min(1, 'errors.addressRequired').max(200, 'errors.tooLong'),
  city: z.string().trim().min(1, 'errors.cityRequired').max(100, 'errors.tooLong'),
  zip: z
    .string()
    .trim()
    .min(1, 'errors.zipRequired')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'errors.zipInvalid'),
  country: z.string().refine(isBillingCountry, 'errors.countryRequired'),
});

export type CardFormValues = z.infer<typeof cardSchema>;
export type BillingFormValues = z.infer<typeof billingSchema>;

export const emptyCard: CardFormValues = { cardName: '', cardNumber: '', expiry: '', cvc: '' };
export const emptyBilling: BillingFormValues = {
  name: '',
  email: '',
  company: '',
  address: '',
  city: '',
  zip: '',
  country: '',
};
