// The mailers (server/mail/mailer.ts): without SMTP_URL each message is a real MIME file in the
// outbox and the log names it; with it the message reaches the SMTP server; a server that is down
// is a MailUnavailableError. And the settings that go with mail (server/config.ts).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { deadSmtpUrl, startSmtpInbox, type SmtpInbox } from '../contract/smtp-inbox';
import { MailUnavailableError, createMailer, smtpMailer } from './mailer';
import { invitationLink, invitationMail, resetCodeMail } from './messages';

const FROM = 'Corvane <no-reply@corvane.example>';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('the outbox (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'corvane-outbox-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file in <dataDir>/outbox, and the log line names the file but not the code', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: null, mailFrom: FROM, dataDir }, logger);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(resetCodeMail('reader@example.com', '123456'));
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = join(dataDir, 'outbox', files[0]!);
    const line = lines.find((l) => l.event === 'mail.outbox')!;
    expect(line.file).toBe(file);
    expect(line.msg).toContain(file);
    expect(JSON.stringify(lines)).not.toContain('123456');

    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.from?.value).toEqual([{ name: 'Corvane', address: 'no-reply@corvane.example' }]);
    expect([parsed.to].flat()[0]?.value[0]?.address).toBe('reader@example.com');
    expect(parsed.subject).toBe('Your Corvane password reset code');
    expect(parsed.text).toContain('Your code to choose a new Corvane password is 123456.');
    expect(parsed.headers.get('message-id')).toBeTruthy();
    mailer.close();
  });
});

describe('SMTP (SMTP_URL)', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('hands the message to the SMTP server, the link whole', async () => {
    const mailer = createMailer({ smtpUrl: inbox.url, mailFrom: FROM, dataDir: '/nonexistent' }, pino({ level: 'silent' }));
    expect(mailer.kind).toBe('smtp');
    await mailer.check();
    const link = invitationLink('https://app.corvane.example', 'a'.repeat(43));
    await mailer.send(invitationMail('invitee@example.com', link, 'manager', 'Amira Haddad'));
    const mail = await inbox.lastTo('invitee@example.com');
    expect(mail.subject).toBe('Your invitation to Corvane');
    expect(mail.text).toContain(`https://app.corvane.example/auth/jwt/register?invitation=${'a'.repeat(43)}`);
    mailer.close();
  });

  it('throws MailUnavailableError when no mail server answers, on send and on check', async () => {
    const mailer = smtpMailer(await deadSmtpUrl(), FROM);
    await expect(mailer.send(resetCodeMail('x@example.com', '000000'))).rejects.toBeInstanceOf(MailUnavailableError);
    await expect(mailer.check()).rejects.toBeInstanceOf(MailUnavailableError);
    mailer.close();
  });
});

describe('the mail settings', () => {
  it('keeps codes out of answers, registration by invitation and the outbox by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ exposeCodes: false, registration: 'invite', smtpUrl: null, appUrl: null, mailFrom: FROM });
    expect([config.codeLimit, config.codeCheckLimit, config.registerLimit]).toEqual([
      { perAccount: 3, perAddress: 20, windowSeconds: 900 },
      { perAccount: 5, perAddress: 20, windowSeconds: 900 },
      { perAccount: 5, perAddress: 20, windowSeconds: 3600 },
    ]);
  });

  it('reads SMTP_URL, MAIL_FROM, APP_URL, REGISTRATION, AUTH_EXPOSE_CODES and the limits', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Team <team@example.com>',
      APP_URL: 'https://app.example/',
      REGISTRATION: 'open',
      AUTH_EXPOSE_CODES: '1',
      CODE_LIMIT_PER_ACCOUNT: '7',
      REGISTER_LIMIT_WINDOW_SECONDS: '60',
    });
    expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465', mailFrom: 'Team <team@example.com>', appUrl: 'https://app.example', registration: 'open', exposeCodes: true });
    expect(config.codeLimit.perAccount).toBe(7);
    expect(config.registerLimit.windowSeconds).toBe(60);
    expect(loadConfig({ AUTH_EXPOSE_CODES: '0' }).exposeCodes).toBe(false);
  });
});
