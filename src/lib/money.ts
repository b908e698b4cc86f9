// The one money formatter of the app and the integer-cent arithmetic invoices and carts need.
// Amounts are euros; sums are done in whole cents so 0.10 + 0.20 is 0.30, never 0.30000000000000004.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const CURRENCY = 'EUR';

/**
 * `auto` shows cents only when the amount has some (€4,900 but €12.50); `0` rounds to whole
 * euros (charts, plan prices); `2` always shows cents (invoice lines).
 */
export type FractionDigits = 0 | 2 | 'auto';

export interface MoneyOptions {
  fractionDigits?: FractionDigits;
  /** ISO 4217 code, for the few amounts not in euros (a job's salary in pounds or dirhams). */
  currency?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One format per language and digits: building an Intl.NumberFormat is far dearer than using one. */
function formatOf(language: string, digits: 0 | 2, currency = CURRENCY): Intl.NumberFormat {
  const id = `${language}:${digits}:${currency}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(id, format);
  }
  return format;
}

/** An amount in euros in the reader's language ("€4,900", "4 900,00 €", "٤٬٩٠٠ €"). */
export function formatMoney(euros: number, language: string, { fractionDigits = 'auto', currency }: MoneyOptions = {}): string {
  const digits = fractionDigits === 'auto' ? (Number.isInteger(toCents(euros) / 100) ? 0 : 2) : fractionDigits;
  return formatOf(language, digits, currency).format(digits === 2 ? toCents(euros) / 100 : euros);
}

/** An amount in cents, formatted as euros. */
export function formatCents(cents: number, language: string, options?: MoneyOptions): string {
  return formatMoney(cents / 100, language, options);
}

/** `formatMoney` bound to the current language. */
export function useMoney(): (euros: number, options?: MoneyOptions) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((euros: number, options?: MoneyOptions) => formatMoney(euros, language, options), [language]);
}

/** Half away from zero, so a refund rounds like the charge it cancels. */
function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Euros to whole cents, half-up. Goes through the decimal text (`1.005e2`) rather than
 * `1.005 * 100` (= 100.49999999999999), so what the reader typed is what is rounded.
 */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount: ${euros}`);
  const [mantissa, exponent = '0'] = String(Math.abs(euros)).split('e');
  const cents = roundHalfUp(Number(`${mantissa}e${Number(exponent) + 2}`));
  return euros < 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return assertCents(cents) / 100;
}

function assertCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents;
}

/** The sum of amounts in cents. */
export function addCents(...amounts: number[]): number {
  return amounts.reduce((sum, cents) => sum + assertCents(cents), 0);
}

/** A unit price in cents times a whole quantity. */
export function multiplyCents(cents: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return assertCents(cents) * quantity;
}

/**
 * `percent` % of an amount in cents, rounded half-up to the cent (VAT, discounts). Up to two
 * decimals of percent (5.5 %) are exact: the product is made in integers before the one division.
 */
export function percentOfCents(cents: number, percent: number): number {
  const basisPoints = toCents(percent); // percent × 100, as an integer
  return roundHalfUp((assertCents(cents) * basisPoints) / 10_000);
}
