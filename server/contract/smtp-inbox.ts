// A real SMTP server in the test's process (the `smtp-server` package) that takes what the API
// server sends and parses each message (`mailparser`), so a test follows the code or the link of a
// mail as a person would. Also a mail server that is down: an address where nothing listens.
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: the server's SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** The newest message to the address, waiting for it to arrive. */
  lastTo(address: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address?.toLowerCase()));

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async lastTo(address) {
      const find = () => received.findLast((m) => recipients(m).includes(address.toLowerCase()));
      await expect.poll(find, { timeout: 5_000, message: `a mail to ${address}` }).toBeTruthy();
      return find()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP_URL where no mail server listens (a port taken and given back): connections are refused. */
export async function deadSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
