// @vitest-environment node
// /pricing and /payment read the period and plan from the URL; an unknown value is dropped so the
// page falls back to its default (monthly, the Team plan).
import { describe, expect, it } from 'vitest';
import { validatePaymentSearch, validatePricingSearch } from './search';

const pricing = (search: Record<string, unknown>) => validatePricingSearch(search as never);
const payment = (search: Record<string, unknown>) => validatePaymentSearch(search as never);

describe('pricing and payment search', () => {
  it('keeps a known period and plan', () => {
    expect(pricing({ period: 'yearly' })).toEqual({ period: 'yearly' });
    expect(payment({ plan: 'enterprise', period: 'monthly' })).toEqual({
      plan: 'enterprise',
      period: 'monthly',
    });
  });

  // A param given with a bad value stays as undefined (so it replaces, rather than inherits, a
  // value when the router spreads search objects); one not given stays out.
  it('leaves out what is missing, unknown or of the wrong type', () => {
    expect(pricing({})).toStrictEqual({});
    expect(pricing({ period: 'weekly' })).toStrictEqual({ period: undefined });
    expect(payment({ plan: 'gold', period: 12, extra: 'x' })).toStrictEqual({
      plan: undefined,
      period: undefined,
    });
    expect(payment({ plan: 'team' })).toStrictEqual({ plan: 'team' });
  });
});
