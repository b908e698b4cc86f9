// The mail the API server sent during the run (scripts/e2e-server-backend.mjs catches it over SMTP):
// waits for the newest message to an address and reads what the specs follow, a link or a code.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '../support/test';
import { e2eMailDir } from './mail-dir';

const dir = () => e2eMailDir(Number(process.env.E2E_SERVER_PORT ?? 8791));

/** Quoted-printable soft line breaks and escapes undone, so a long link reads whole. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message sent to `address`, waiting up to 20 s for it. */
export async function mailTo(address: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(dir()).filter((f) => f.endsWith('.eml')).sort().reverse();
        for (const file of files) {
          const text = decoded(readFileSync(join(dir(), file), 'utf8'));
          if (new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(text)) return (found = text);
        }
        return '';
      },
      { timeout: 20_000, message: `a mail to ${address}` },
    )
    .not.toBe('');
  return found;
}

/** The first link in a message that goes to the app's registration page with an invitation. */
export function invitationLink(mail: string): string {
  const link = /https?:\/\/[^\s"<>]+\/auth\/jwt\/register\?invitation=[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`No invitation link in the mail:\n${mail.slice(0, 2000)}`);
  return link;
}
