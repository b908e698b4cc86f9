// An outage of the database is answered 503 with Retry-After, not 500 (server/app.ts, docs/server.md#nothing-lost):
// which errors count as the database not answering.
import { describe, expect, it } from 'vitest';
import { databaseUnreachable } from './app';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('databaseUnreachable', () => {
  it('takes refused, reset and closed connections, and PostgreSQL shutting down or starting', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03']) {
      expect(databaseUnreachable(withCode(code)), code).toBe(true);
    }
  });

  it('looks through the errors that wrap it (Drizzle puts the driver error in `cause`)', () => {
    expect(databaseUnreachable(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('does not take a query error or a bug for an outage', () => {
    expect(databaseUnreachable(withCode('23505'))).toBe(false);
    expect(databaseUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(databaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
