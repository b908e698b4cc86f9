// Where the e2e server's SMTP catcher (scripts/e2e-server-backend.mjs) writes the mail the API server
// sends, one .eml file a message: the same folder for the config that starts it and the specs that read it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2eMailDir = (port: number) => join(tmpdir(), `corvane-e2e-mail-${port}`);
