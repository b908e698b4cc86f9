// @vitest-environment node
// The flow screens (verify, new-password) take the email over from the previous step in the URL.
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '@/lib/api-contract/auth';
import { INVITATION_TOKEN_MAX_LENGTH, validateEmailSearch, validateRegisterSearch } from './search';

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

describe('invitation search param (the registration page)', () => {
  const parseRegister = (search: Record<string, unknown>) => validateRegisterSearch(search as never);
  it('carries the token, and drops one that is not a string or is too long', () => {
    expect(parseRegister({ invitation: 'abc123' })).toEqual({ invitation: 'abc123' });
    expect(parseRegister({})).toStrictEqual({});
    expect(parseRegister({ invitation: 7 }).invitation).toBeUndefined();
    expect(parseRegister({ invitation: 'x'.repeat(INVITATION_TOKEN_MAX_LENGTH + 1) }).invitation).toBeUndefined();
  });
});
