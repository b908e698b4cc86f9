// Structured logs: one JSON line per event (pino). Tokens, passwords, cookies and codes are
// redacted wherever they appear in a logged object, and request logs carry the path, never the query.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    base: { service: 'corvane-server' },
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
  });
}
