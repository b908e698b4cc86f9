// @vitest-environment node
// Cognito's refusals (through Amplify) in the app's terms (docs/auth-providers.md#errors).
import { describe, expect, it } from 'vitest';
import { AuthProviderError } from './auth-provider';
import { amplifyError } from './amplify-provider';

const named = (name: string, message = 'Cognito said no') => Object.assign(new Error(message), { name });

describe('amplifyError', () => {
  it.each([
    ['NotAuthorizedException', 'badCredentials'],
    ['UserNotFoundException', 'badCredentials'],
    ['UserNotConfirmedException', 'unconfirmed'],
    ['UsernameExistsException', 'emailTaken'],
    ['InvalidPasswordException', 'weakPassword'],
    ['CodeMismatchException', 'codeRejected'],
    ['ExpiredCodeException', 'codeExpired'],
    ['LimitExceededException', 'tooManyAttempts'],
    ['TooManyRequestsException', 'tooManyAttempts'],
    ['NetworkError', 'network'],
    ['InternalErrorException', 'unknown'],
  ])('reads %s as %s', (name, reason) => {
    expect(amplifyError(named(name)).reason).toBe(reason);
  });

  it('reads Cognito’s lock-out (a NotAuthorizedException) as too many attempts', () => {
    expect(amplifyError(named('NotAuthorizedException', 'Password attempts exceeded')).reason).toBe('tooManyAttempts');
  });

  it('reads a failed fetch as the network, and keeps the app’s own errors', () => {
    expect(amplifyError(new TypeError('Failed to fetch')).reason).toBe('network');
    const own = new AuthProviderError('unconfirmed');
    expect(amplifyError(own)).toBe(own);
  });
});
