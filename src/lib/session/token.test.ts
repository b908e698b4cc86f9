// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidToken, tokenExpiresAt } from './token';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

function b64url(text: string) {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function jwt(payloadJson: string) {
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(payloadJson)}.c2lnbmF0dXJl`;
}

describe('a stored access token', () => {
  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['one part', 'abc'],
    ['two parts', 'a.b'],
    ['broken base64', 'eyJhbGciOiJIUzI1NiJ9.@@@!!!.sig'],
    ['a payload that is not JSON', `x.${b64url('not json')}.y`],
    ['a payload that decodes to null', jwt('null')],
    ['a payload that decodes to a number', jwt('42')],
    ['a payload that decodes to an array', jwt(`[${nowSeconds + 60}]`)],
    ['no exp', jwt('{"sub":"acc-demo"}')],
    ['exp as a string', jwt(`{"exp":"${nowSeconds + 60}"}`)],
    ['exp as NaN (serialised as null)', jwt(JSON.stringify({ exp: Number.NaN }))],
    ['exp in milliseconds', jwt(`{"exp":${NOW + 60_000}}`)],
    ['exp equal to now', jwt(`{"exp":${nowSeconds}}`)],
    ['exp in the past', jwt(`{"exp":${nowSeconds - 1}}`)],
    ['a number instead of a string', 12345],
  ])('is invalid when %s', (_label, token) => {
    expect(isValidToken(token, NOW)).toBe(false);
  });

  it('is valid when exp (seconds) is later than now', () => {
    expect(isValidToken(jwt(`{"exp":${nowSeconds + 1}}`), NOW)).toBe(true);
  });

  it('is valid when exp is years ahead, and reports the expiry in milliseconds', () => {
    const tenYears = nowSeconds + 10 * 365 * 24 * 3600;
    const token = jwt(`{"exp":${tenYears}}`);
    expect(isValidToken(token, NOW)).toBe(true);
    expect(tokenExpiresAt(token)).toBe(tenYears * 1000);
  });

  it('reads the expiry only from a three-part token whose exp is seconds up to 9999-12-31', () => {
    const latest = 253_402_300_799;
    expect(tokenExpiresAt(jwt(`{"exp":${latest}}`))).toBe(latest * 1000);
    expect(tokenExpiresAt(jwt(`{"exp":${latest + 1}}`))).toBeNull();
    expect(tokenExpiresAt(jwt('{"exp":0}'))).toBeNull();
    expect(tokenExpiresAt(jwt('{"exp":-5}'))).toBeNull();
    expect(tokenExpiresAt(jwt('{"exp":1}'))).toBe(1000);
    expect(tokenExpiresAt(`${jwt(`{"exp":${nowSeconds}}`)}.extra`)).toBeNull();
  });

  it('is invalid when malformed, whatever the clock says', () => {
    expect(isValidToken('junk', -1)).toBe(false);
  });
});
