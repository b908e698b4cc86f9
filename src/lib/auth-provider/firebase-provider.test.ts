// @vitest-environment node
// Firebase's refusals in the app's terms (docs/auth-providers.md#errors): the SDK's codes, never its words.
import { describe, expect, it } from 'vitest';
import { AuthProviderError } from './auth-provider';
import { firebaseError } from './firebase-provider';

describe('firebaseError', () => {
  it.each([
    ['auth/invalid-credential', 'badCredentials'],
    ['auth/invalid-login-credentials', 'badCredentials'],
    ['auth/wrong-password', 'badCredentials'],
    ['auth/user-not-found', 'badCredentials'],
    ['auth/email-already-in-use', 'emailTaken'],
    ['auth/weak-password', 'weakPassword'],
    ['auth/expired-action-code', 'codeExpired'],
    ['auth/invalid-action-code', 'codeExpired'],
    ['auth/too-many-requests', 'tooManyAttempts'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'unknown'],
  ])('reads %s as %s', (code, reason) => {
    expect(firebaseError({ code, message: `Firebase: Error (${code}).` }).reason).toBe(reason);
  });

  it('reads anything without a code as unknown, and keeps the app’s own errors', () => {
    expect(firebaseError(new Error('boom')).reason).toBe('unknown');
    expect(firebaseError(undefined).reason).toBe('unknown');
    const own = new AuthProviderError('unconfirmed');
    expect(firebaseError(own)).toBe(own);
  });
});
