// @vitest-environment node
// The import rules of eslint.config.js (CONTRIBUTING.md#import-rules), each fed a file that breaks
// it: whatever the path spelling, a feature cannot import another feature, src/lib and src/theme
// cannot import a feature or a route, only src/lib/http reaches the demo API, the app never imports
// the seed (src/lib/seed), the server never imports the demo API (what both backends share is in
// src/lib), and cycles fail; the server's routes reach mail and notifications through server/access/ only. And no focused test (`.only`) anywhere, unit or end to end: it would skip the rest of a run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const restricted = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  it.each([
    ['src/features/shop/x.ts', "import { userSchema } from '../users/schemas';"],
    ['src/features/shop/x.ts', "import { userSchema } from '@/features/users/schemas';"],
    ['src/lib/ui/x.ts', "import { ProductPage } from '../../features/shop/product-page';"],
    ['src/theme/x.ts', "import { ProductPage } from '@/features/shop/product-page';"],
    ['src/lib/ui/x.ts', "import { Route } from '@/routes/__root';"],
    ['src/features/shop/x.ts', "import { handlers } from '@/demo-api/handlers';"],
    ['src/lib/ui/x.ts', "import { handlers } from '../../demo-api/handlers';"],
    ['src/lib/http/x.ts', "import { createApp } from '../../../server/app';"],
    ['src/features/shop/x.test.ts', "import { createApp } from '../../../server/app';"],
    ['tests/unit/x.test.ts', "import { createApp } from '../../server/app';"],
    ['server/x.ts', "import { ProductPage } from '@/features/shop/product-page';"],
    ['server/routes/x.ts', "import { handlers } from '@/demo-api/handlers';"],
    ['server/http/x.ts', "import { listQuery } from '@/demo-api/list-query';"],
    ['server/x.ts', "import { accounts } from '../src/demo-api/accounts';"],
    ['server/routes/x.ts', "export const live = () => import('@/demo-api/live');"],
    ['src/features/shop/x.ts', "import { seedProducts } from '@/lib/seed/product';"],
    ['src/lib/ui/x.ts', "import { SEED_NOW } from '../seed/base';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, code)).toContain(restricted);
  });

  it.each([
    ['src/features/shop/x.ts', "import { languages } from '@/lib/i18n/i18n-languages';\nexport const f = languages;"],
    ['src/lib/http/x.ts', "export const load = () => import('@/demo-api/browser');"],
    ['src/features/shop/x.test.ts', "import { handlers } from '@/demo-api/handlers';\nexport const h = handlers;"],
    ['server/routes/x.ts', "import { userRoles } from '@/lib/api-contract/user';\nexport const r = userRoles;"],
    ['server/x.ts', "import { seedUsers } from '@/lib/seed/user';\nexport const s = seedUsers;"],
    ['server/http/x.ts', "import { parseListQuery } from '@/lib/api-contract/list-query';\nexport const p = parseListQuery;"],
    ['src/demo-api/x.ts', "import { seedUsers } from '@/lib/seed/user';\nexport const s = seedUsers;"],
    ['src/features/shop/x.test.ts', "import { seedProducts } from '@/lib/seed/product';\nexport const s = seedProducts;"],
  ])('%s: allowed imports pass', async (file, code) => {
    expect(await ruleIds(file, code)).not.toContain(restricted);
  });
});

describe('import cycles', () => {
  const dir = path.join(root, 'src/lib/cycle-fixture-' + process.pid);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a module that imports itself back through another fails', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const code = "import { b } from './b';\nexport const a = 1;\nexport const c = b;\n";
    writeFileSync(path.join(dir, 'a.ts'), code);
    expect(await ruleIds(path.relative(root, path.join(dir, 'a.ts')), code)).toContain('import-x/no-cycle');
  });
});

describe('private tables of the server', () => {
  // Mail and notifications are each account's own: only server/access/ queries their tables, with the owner in every query.
  it.each([
    ['server/routes/x.ts', "import { mails } from '../db/schema';\nexport const t = mails;"],
    ['server/routes/x.ts', "import { notifications, users } from '../db/schema';\nexport const t = [notifications, users];"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['server/access/x.ts', "import { mails, notifications } from '../db/schema';\nexport const t = [mails, notifications];"],
    ['server/routes/x.ts', "import { users } from '../db/schema';\nexport const t = users;"],
  ])('%s: %s passes', async (file, code) => {
    expect(await ruleIds(file, code)).not.toContain('no-restricted-imports');
  });
});

describe('focused tests', () => {
  const focused = 'no-restricted-syntax';
  // Playwright specs take `test` from their support file, as tests/e2e does.
  const spec = (file: string, line: string) =>
    file.startsWith('tests/e2e/') ? `import { test } from './support/test';\n${line}` : line;

  it.each([
    ['src/features/shop/x.test.tsx', "it.only('adds to the cart', () => {});"],
    ['src/features/shop/x.test.tsx', "test.only('adds to the cart', () => {});"],
    ['src/features/shop/x.test.tsx', "describe.only('cart', () => {});"],
    ['src/features/shop/x.test.tsx', "it.only.each([1, 2])('adds %i', () => {});"],
    ['tests/unit/x.test.ts', "describe.concurrent.only('cart', () => {});"],
    ['tests/e2e/x.spec.ts', "test.only('checks out', async () => {});"],
    ['tests/e2e/x.spec.ts', "test.describe.only('checkout', () => {});"],
    ['tests/e2e/x.spec.ts', "test.describe.serial.only('checkout', () => {});"],
  ])('%s: %s is refused', async (file, line) => {
    expect(await ruleIds(file, spec(file, line))).toContain(focused);
  });

  it.each([
    ['src/features/shop/x.test.tsx', "it('adds to the cart', () => {});"],
    ['src/features/shop/x.test.tsx', "describe.skip('later', () => {});"],
    ['tests/e2e/x.spec.ts', "test.describe.serial('checkout', () => {});"],
    ['src/lib/x.ts', 'export const pick = (o: { only: boolean }) => o.only;'],
  ])('%s: %s passes', async (file, line) => {
    expect(await ruleIds(file, spec(file, line))).not.toContain(focused);
  });
});
