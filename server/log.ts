// Structured logs: one JSON line per event (pino). Tokens, passwords, cookies and codes are
// redacted wherever they appear in a logged object, and request logs carry the path, never the query.
// Every line logged while a request is handled carries its id (`id`, also answered in X-Request-Id).
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

const currentRequest = new AsyncLocalStorage<string>();

/** Runs `handle` as the request `id`: what it logs, down to the mailer and the live bus, carries the id. */
export const withRequestId = <T>(id: string, handle: () => T): T => currentRequest.run(id, handle);

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'corvane-server' },
    mixin: () => {
      const id = currentRequest.getStore();
      return id ? { id } : {};
    },
    redact: {
      paths: [
        'password',
        '*.password',
        'newPassword',
        'currentPassword',
        'accessToken',
        '*.accessToken',
        'token',
        'code',
        'authorization',
        'cookie',
        'headers.authorization',
        'headers.cookie',
        'passwordHash',
        '*.passwordHash',
        'salt',
        '*.salt',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
