// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardReceipt,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvc,
  luhnCheck,
  parseExpiry,
} from './card-validation';

describe('luhnCheck', () => {
  it('accepts numbers whose checksum is right, with or without spaces', () => {
    expect(luhnCheck('4242424242424242')).toBe(true);
    expect(luhnCheck('4242 4242 4242 4242')).toBe(true);
    expect(luhnCheck('378282246310005')).toBe(true);
    expect(luhnCheck('5555555555554444')).toBe(true);
  });

  it('rejects a single wrong digit and empty input', () => {
    expect(luhnCheck('4242424242424241')).toBe(false);
    expect(luhnCheck('')).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('isValidCardNumber', () => {
  it('needs a valid checksum and a length the brand allows', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    // Luhn-valid but 17 digits is not a Visa length.
    expect(isValidCardNumber('42424242424242421')).toBe(false);
    expect(isValidCardNumber('0')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it('groups by four, Amex as 4-6-5, and cuts extra digits', () => {
    expect(formatCardNumber('42424242')).toBe('4242 4242');
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });
});

describe('expiry', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026

  it('parses MM/YY and MM/YYYY', () => {
    expect(parseExpiry('07/28')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry('0728')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry('7/2028')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('ab/cd')).toBeNull();
  });

  it('is valid through the end of its month, not before', () => {
    expect(isExpiryInFuture('05/26', now)).toBe(true);
    expect(isExpiryInFuture('06/26', now)).toBe(true);
    expect(isExpiryInFuture('04/26', now)).toBe(false);
    expect(isExpiryInFuture('12/25', now)).toBe(false);
    expect(isExpiryInFuture('01/99', now)).toBe(false);
  });

  it('adds the slash while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('3')).toBe('03/');
    expect(formatExpiry('072')).toBe('07/2');
    expect(formatExpiry('07/28')).toBe('07/28');
    expect(formatExpiry('12/')).toBe('12/');
  });
});

describe('isValidCvc', () => {
  it('takes 3 or 4 digits, exactly the brand length when it is known', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
    expect(isValidCvc('1234', '4242424242424242')).toBe(false);
    expect(isValidCvc('1234', '378282246310005')).toBe(true);
    expect(isValidCvc('123', '378282246310005')).toBe(false);
  });
});

describe('cardReceipt', () => {
  it('keeps only the brand and the last four digits', () => {
    expect(cardReceipt('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
  });
});
