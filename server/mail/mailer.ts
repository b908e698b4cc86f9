// The mail the server sends (docs/server.md#mail): reset and verification codes and invitations.
// With SMTP_URL, nodemailer delivers each message to that server; without it, nodemailer's stream
// transport builds the same MIME message and it is written to `<dataDir>/outbox/` as an `.eml` file
// whose name the log gives (a server with no mail relay yet, or a developer's).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp`: handed to a mail server; `outbox`: written to files; anything else: kept by a test. */
  readonly kind: string;
  /** Sends the message, or throws MailUnavailableError when it could not be handed over. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Throws MailUnavailableError when no message could go out now (the mail server is down), so a
   * request that sends nothing (an unknown address) answers as one that sends would.
   */
  check(): Promise<void>;
  close(): void;
}

/** The mail server did not take the message (down, refusing, timing out): the request answers 503. */
export class MailUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`mail not sent: ${(cause as { code?: string }).code ?? (cause as Error).message ?? String(cause)}`, { cause });
    this.name = 'MailUnavailableError';
  }
}

/** Seconds a client is told to wait (Retry-After) when the mail server is not taking mail. */
export const MAIL_RETRY_AFTER_SECONDS = 120;

export function smtpMailer(url: string, from: string): Mailer {
  // Short timeouts: a request waits for the hand-over, and a dead relay must not hold it for minutes.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw new MailUnavailableError(error);
      }
    },
    async check() {
      try {
        await transport.verify();
      } catch (error) {
        throw new MailUnavailableError(error);
      }
    },
    close: () => transport.close(),
  };
}

/** A mailer that builds the real MIME message and hands its bytes to `deliver`. */
export function streamMailer(kind: string, from: string, deliver: (raw: Buffer, mail: OutgoingMail) => Promise<void>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind,
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await deliver(info.message as Buffer, mail);
    },
    check: () => Promise.resolve(),
    close: () => transport.close(),
  };
}

export function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  return streamMailer('outbox', from, async (raw, mail) => {
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, raw, { mode: 0o600 });
    // The file holds the code or the link: the log names it, never its content.
    logger.info({ event: 'mail.outbox', file, subject: mail.subject }, `no SMTP_URL: mail written to ${file}`);
  });
}

/** SMTP_URL's server, or the outbox folder of the data directory. */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
