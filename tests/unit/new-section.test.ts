// `npm run new:section` (scripts/new-section, docs/new-section.md) without generating anything:
// every refusal is one line and writes nothing, --dry-run lists the files and writes nothing, and
// the writer puts every file back when a step after the writes fails. The command's real run (a
// section with every field type, typechecked, linted and tested) is scripts/check-new-section.mjs.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface NewSection {
  main: (argv: string[], root: string) => void;
}
interface Writer {
  applyPlan: (root: string, plan: { files: Map<string, string> }, steps: (() => void)[]) => string[];
}
const load = <T,>(file: string) => import(/* @vite-ignore */ join(process.cwd(), 'scripts/new-section', file)) as Promise<T>;
const root = process.cwd();
const EVERY_TYPE =
  'title:string, notes:text, body:rich, seats:int, amount:money, closeDate:date, meetingAt:datetime, active:bool, stage:enum(new|won|lost), contactEmail:email, website:url, cover:image, owner:ref(user)';

afterEach(() => vi.restoreAllMocks());

describe('npm run new:section refuses, with one line, and writes nothing', () => {
  it.each([
    [['job', '--fields', 'title:string'], 'A section “job” exists already'],
    [['user', '--fields', 'title:string'], 'exists already'],
    [['class', '--fields', 'title:string'], '“class” is a reserved word'],
    [['dashboard', '--fields', 'title:string'], 'reserved word'],
    [['auth', '--fields', 'title:string'], 'reserved word'],
    [['deal', '--fields', 'title:string, size:huge'], 'Unknown type “huge” for field “size”'],
    [['deal', '--fields', 'title:string, owner:ref(spaceship)'], 'refers to “spaceship”, which is not a record group'],
    [['deal', '--fields', 'title:string, title:text'], 'The field “title” is named twice.'],
    [['deal', '--fields', 'title:string, Bad-Name:int'], 'Bad field name “Bad-Name”'],
    [['deal', '--fields', 'title:string, id:int'], 'The field name “id” is reserved'],
    [['deal', '--fields', 'stage:enum(new)'], 'needs at least two values'],
    [['deal', '--fields', 'seats:int'], 'One field must be a string'],
    [['Deal', '--fields', 'title:string'], 'Bad name “Deal”'],
    [['deal'], '--fields is required'],
    [['deal', '--fields', 'title:string', '--role', 'owner'], 'Unknown role “owner”'],
    [['--remove', 'job'], '“job” is not a section npm run new:section wrote'],
  ])('%j', async (argv, message) => {
    const { main } = await load<NewSection>('index.mjs');
    const { Refusal } = await load<{ Refusal: new () => Error }>('args.mjs');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let error: unknown;
    try {
      main(argv, root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Refusal);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
    expect(log).not.toHaveBeenCalled();
    expect(existsSync(join(root, 'src/lib/api-contract/deal.ts'))).toBe(false);
    expect(existsSync(join(root, 'src/features/deals'))).toBe(false);
  });
});

describe('npm run new:section --dry-run', () => {
  it('lists the files it would write and change, and writes nothing', async () => {
    const { main } = await load<NewSection>('index.mjs');
    const permission = readFileSync(join(root, 'src/lib/api-contract/permission.ts'), 'utf8');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void lines.push(text));
    main(['deal', '--fields', EVERY_TYPE, '--dry-run'], root);
    const said = lines.join('\n');
    for (const file of [
      'src/lib/api-contract/deal.ts',
      'src/lib/api-contract/deal-input.ts',
      'docs/api/deal.md',
      'src/demo-api/handlers/deal.ts',
      'src/lib/seed/data/deal.json',
      'server/routes/deals.ts',
      'src/features/deals/deal-list-page.tsx',
      'src/routes/dashboard/deal/$id/edit.tsx',
      'server/contract/suite-deal.ts',
      'tests/e2e/deals.spec.ts',
      'src/locales/ar/deals.json',
    ])
      expect(said).toContain(`  ${file}`);
    expect(said).toMatch(/Would change \d+ files:[\s\S]*server\/db\/schema\.ts/);
    expect(existsSync(join(root, 'src/lib/api-contract/deal.ts'))).toBe(false);
    expect(readFileSync(join(root, 'src/lib/api-contract/permission.ts'), 'utf8')).toBe(permission);
  });
});

describe('the writer', () => {
  it('puts every file back and removes the new ones when a step after the writes fails', async () => {
    const { applyPlan } = await load<Writer>('writer.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'new-section-'));
    try {
      writeFileSync(join(dir, 'shared.ts'), 'before\n');
      const plan = { files: new Map([['shared.ts', 'after\n'], ['a/b/new.ts', 'new\n']]) };
      expect(() => applyPlan(dir, plan, [() => {
        throw new Error('drizzle-kit failed');
      }])).toThrow('drizzle-kit failed');
      expect(readFileSync(join(dir, 'shared.ts'), 'utf8')).toBe('before\n');
      expect(existsSync(join(dir, 'a'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
