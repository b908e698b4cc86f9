// @vitest-environment node
// The flow screens (verify, new-password) take the email over from the previous step in the URL.
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '@/lib/api-contract/auth';
import { validateEmailSearch } from './search';

const parse = (search: Record<string, unknown>) => validateEmailSearch(search as never);

describe('email search param', () => {
  it('carries the email over', () => {
    expect(parse({ email: 'ana@corvane.example' })).toEqual({ email: 'ana@corvane.example' });
    expect(parse({})).toStrictEqual({});
  });

  it('drops a value that is not a string or is longer than an email can be', () => {
    expect(parse({ email: 42 })).toEqual({ email: undefined });
    expect(parse({ email: 'a'.repeat(EMAIL_MAX_LENGTH + 1) })).toEqual({ email: undefined });
    expect(parse({ email: 'a'.repeat(EMAIL_MAX_LENGTH) })).toEqual({
      email: 'a'.repeat(EMAIL_MAX_LENGTH),
    });
  });
});
