// Password hashes: node:crypto scrypt with a random salt per account (docs/server.md#security).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;
/** N=2^15, r=8, p=1: OWASP's minimum for scrypt; about 32 MB and a few tens of ms per hash. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string, salt = randomBytes(16).toString('base64url')) {
  const key = await scryptAsync(password, salt, KEY_LENGTH, PARAMS);
  return { hash: key.toString('base64url'), salt };
}

export async function verifyPassword(password: string, hash: string, salt: string): Promise<boolean> {
  if (!hash || !salt) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, salt, KEY_LENGTH, PARAMS);
  return expected.length === key.length && timingSafeEqual(expected, key);
}
