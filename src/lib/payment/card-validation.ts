// Card checks done in the browser before paying: Luhn checksum, brand from the number's prefix,
// expiry not in the past, CVC length by brand. The number itself never leaves the form.
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

interface BrandRule {
  brand: Exclude<CardBrand, 'unknown'>;
  pattern: RegExp;
  lengths: readonly number[];
  cvcLength: number;
  /** Digit groups used to format the number for display. */
  groups: readonly number[];
}

// Order matters: more specific prefixes first.
const rules: readonly BrandRule[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], cvcLength: 4, groups: [4, 6, 5] },
  {
    brand: 'diners',
    pattern: /^3(0[0-5]|[689])/,
    lengths: [14, 16, 19],
    cvcLength: 3,
    groups: [4, 6, 4],
  },
  {
    brand: 'jcb',
    pattern: /^35(2[89]|[3-8])/,
    lengths: [16, 17, 18, 19],
    cvcLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], cvcLength: 3, groups: [4, 4, 4, 4, 3] },
  {
    brand: 'mastercard',
    pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/,
    lengths: [16],
    cvcLength: 3,
    groups: [4, 4, 4, 4],
  },
  {
    brand: 'discover',
    pattern: /^(6011|64[4-9]|65)/,
    lengths: [16, 19],
    cvcLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
  {
    brand: 'unionpay',
    pattern: /^62/,
    lengths: [16, 17, 18, 19],
    cvcLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
];

const defaultGroups = [4, 4, 4, 4, 3] as const;

/** The digits of a typed card number (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function luhnCheck(value: string): boolean {
  const digits = cardDigits(value);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function ruleFor(value: string): BrandRule | undefined {
  const digits = cardDigits(value);
  return digits ? rules.find((rule) => rule.pattern.test(digits)) : undefined;
}

export function detectCardBrand(value: string): CardBrand {
  return ruleFor(value)?.brand ?? 'unknown';
}

/** Valid lengths for the number's brand (12-19 digits when the brand is unknown). */
export function cardNumberLengths(value: string): readonly number[] {
  return ruleFor(value)?.lengths ?? [12, 13, 14, 15, 16, 17, 18, 19];
}

export function maxCardNumberLength(value: string): number {
  return Math.max(...cardNumberLengths(value));
}

export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return cardNumberLengths(digits).includes(digits.length) && luhnCheck(digits);
}

/** "4242424242424242" → "4242 4242 4242 4242" (Amex 4-6-5); extra digits are cut off. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).slice(0, maxCardNumberLength(value));
  const groups = ruleFor(digits)?.groups ?? defaultGroups;
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= digits.length) break;
    parts.push(digits.slice(index, index + size));
    index += size;
  }
  if (index < digits.length) parts.push(digits.slice(index));
  return parts.join(' ');
}

export function cvcLengthFor(cardNumber: string): number {
  return ruleFor(cardNumber)?.cvcLength ?? 3;
}

/** CVC of 3 or 4 digits; when the brand is known, exactly its length (4 for Amex, else 3). */
export function isValidCvc(cvc: string, cardNumber = ''): boolean {
  if (!/^\d{3,4}$/.test(cvc)) return false;
  const rule = ruleFor(cardNumber);
  return rule ? cvc.length === rule.cvcLength : true;
}

/** "0728", "07/28", "7 / 2028" → { month: 7, year: 2028 }; null when not a month and year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2]!;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryInFuture(value: string, now: Date = new Date()): boolean {
  const parsed = parseExpiry(value);
  if (!parsed) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (parsed.year > currentYear + 20) return false;
  return parsed.year > currentYear || (parsed.year === currentYear && parsed.month >= currentMonth);
}

/** Typing help: "072" → "07/2", "1" stays, a typed slash is kept. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length <= 2) return digits.length === 2 && value.includes('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** What an order keeps of a card: brand and last four digits (never the number). */
export function cardReceipt(cardNumber: string): { brand: CardBrand; last4: string } {
  const digits = cardDigits(cardNumber);
  return { brand: detectCardBrand(digits), last4: digits.slice(-4) };
}
