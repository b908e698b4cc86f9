// @vitest-environment node
// A pasted international number sets the dialling code and leaves the national number.
import { describe, expect, it } from 'vitest';
import { parseInternationalPhone } from './international-phone';

describe('parseInternationalPhone', () => {
  it('reads the dialling code of a pasted +1 number', () => {
    expect(parseInternationalPhone('+1 415 555 0100')).toEqual({ country: 'US', national: '415 555 0100' });
  });

  it('keeps the field country when it shares the code', () => {
    expect(parseInternationalPhone('+1 416 555 0100', 'CA')).toEqual({ country: 'CA', national: '416 555 0100' });
  });

  it('prefers the longest code and accepts the 00 prefix', () => {
    expect(parseInternationalPhone('+1 268 464 1234')).toEqual({ country: 'AG', national: '464 1234' });
    expect(parseInternationalPhone('0044 20 7946 0958')).toEqual({ country: 'GB', national: '20 7946 0958' });
    expect(parseInternationalPhone('+34 612 345 678')).toEqual({ country: 'ES', national: '612 345 678' });
  });

  it('leaves national numbers and unknown codes to the field', () => {
    expect(parseInternationalPhone('612 345 678')).toBeNull();
    expect(parseInternationalPhone('+999 1234')).toBeNull();
  });
});
