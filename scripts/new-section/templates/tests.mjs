// The section's tests: its pages against the demo API (vitest, msw), its contract cases (one suite,
// run against the demo API and the server) and one end-to-end spec.

/** A valid input for the contract cases and the spec, from the seed's first record. */
export function sampleInput(s, seed) {
  const first = seed[0];
  return Object.fromEntries(s.fields.map((f) => [f.name, f === s.nameField ? `Contract ${s.n.label} sample` : first[f.name]]));
}

export function pagesTest(s) {
  const { n, nameField, facet } = s;
  const required = s.fields.filter((f) => ['string', 'date', 'datetime', 'email', 'url', 'ref'].includes(f.type)).length;
  return `// The ${n.labels} pages against the demo API: the list with its tabs' counts and search in the URL
// and the request; the form's required fields said next to them with nothing sent; a role that may
// only read sees no New, Edit or Delete. Written by npm run new:section.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seed${n.Many} } from '@/lib/seed/${n.group}';
import { renderRoute } from '@/../tests/test-utils';
import { setDemoRole } from '@/../tests/auth';
import { server } from '@/../tests/setup';

// Generous: the first screen of a run imports the route's chunks, slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const records = await seed${n.Many}();
let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  server.use(
    http.get('*/api/${n.group}/list', ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
});
const table = () => screen.getByTestId('${n.group}-table');
const bodyRows = () => within(table()).getAllByRole('row', { hidden: true }).slice(1);

async function open(path: string) {
  const view = renderRoute(path, { signedIn: true });
  return { ...view, user: userEvent.setup() };
}

describe('${n.label} list', () => {
  it('shows the newest page${facet ? ' and the tabs’ counts' : ''}, and searches through the URL and the request', async () => {
    const { router, user } = await open('/dashboard/${n.group}');
    await screen.findByTestId('${n.group}-table', {}, { timeout: 60_000 });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const newest = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    // Found, not held: the rows render again when the referred names arrive.
    await within(table()).findByText(newest.${nameField.name});${facet ? `
    await screen.findByRole('tab', { name: new RegExp(\`^All\\\\s*\${records.length}\`) });` : ''}

    const target = records[3]!;
    await user.click(screen.getByRole('searchbox', { name: 'Search ${n.labels}' }));
    await user.paste(target.${nameField.name});
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: target.${nameField.name} }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('q')).toBe(target.${nameField.name}));
    await waitFor(() => expect(within(table()).getByText(target.${nameField.name})).toBeInTheDocument());
  }, 120_000);
});

describe('${n.label} form', () => {
  it('says which fields are required, next to them, and sends nothing', async () => {
    const { user } = await open('/dashboard/${n.group}/new');
    const create = await screen.findByRole('button', { name: 'Create ${n.label}' }, { timeout: 60_000 });
    let posted = false;
    server.use(http.post('*/api/${n.group}', () => void (posted = true)));
    await user.click(create);
    expect(await screen.findAllByText('This field is required.')).toHaveLength(${required});
    expect(screen.getByLabelText(/^${nameField.label}/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });
});

describe('${n.label} list for a role that may only read (docs/product-rules.md#roles)', () => {
  it('leaves out create, edit and delete', async () => {
    await setDemoRole('user');
    const { user } = await open('/dashboard/${n.group}');
    await screen.findByTestId('${n.group}-table', {}, { timeout: 60_000 });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('link', { name: 'New ${n.label}' })).not.toBeInTheDocument();
    const record = records.find((r) => within(table()).queryByText(r.${nameField.name}))!;
    await user.click(within(table()).getAllByRole('button', { name: \`Actions for \${record.${nameField.name}}\` })[0]!);
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
`;
}

export function contractSuiteFile(s, input) {
  const { n, nameField, facet } = s;
  const bad = {};
  for (const f of s.fields) {
    if (['int', 'money'].includes(f.type)) bad[f.name] = 'many';
    else if (f.type === 'bool') bad[f.name] = 'yes';
    else if (f.type === 'enum') bad[f.name] = 'not-a-value';
    else if (f.type === 'email') bad[f.name] = 'not-an-email';
    else if (f.type === 'date' || f.type === 'datetime') bad[f.name] = 'soon';
  }
  const badFields = Object.keys(bad).sort();
  const numeric = s.sortFields.filter((x) => x !== nameField.name);
  return `// The ${n.group} group's contract cases (docs/api/${n.group}.md), run against both backends
// (${n.group}-demo.test.ts, ${n.group}-server.test.ts): list, search${facet ? ', counts' : ''}, sort, filters, details, create, update, delete,
// bulk delete and the stale-update refusal. Expectations come from the committed seed with the
// demo's rules. Written by npm run new:section.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ${n.Type} } from '@/lib/api-contract/${n.group}';
import { currentSeed } from '@/lib/seed/dates';
import { seed${n.Many} } from '@/lib/seed/${n.group}';
import type { Backend } from './backends';
import { contractClient } from './client';
import { expectStaleUpdateRefused } from './edit-conflict-case';
import { demoOrder, HOSTILE_Q, matchesQ } from './suite';

const searchText = (r: ${n.Type}) => [${s.searchFields.map((f) => `r.${f.name}`).join(', ')}].join(' ');

export function ${n.one}ContractSuite(open: () => Promise<Backend>) {
  const client = contractClient(open);
  const { call, get, send } = client;
  let seeded: ${n.Type}[];
  const input = ${JSON.stringify(input, null, 2).replace(/\n/g, '\n  ')};

  beforeAll(async () => {
    seeded = currentSeed(await seed${n.Many}());
  });

  describe('${n.labels}', () => {
    it('needs a session', async () => {
      expect((await client.backend.request('/api/${n.group}/list')).status).toBe(401);
    });

    it('lists the newest first${facet ? ' with the counts per ' + facet.label.toLowerCase() : ''}; search takes every word; hostile text is text', async () => {
      const { status, body } = await get('/api/${n.group}/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: seeded.length, page: 1, pageSize: 10 });${facet ? `
      const counts: Record<string, number> = { all: seeded.length };
      for (const r of seeded) counts[r.${facet.name}] = (counts[r.${facet.name}] ?? 0) + 1;
      expect(body.counts).toEqual(counts);` : ''}
      expect(body.items.map((r: ${n.Type}) => r.id)).toEqual(demoOrder(seeded, (r) => r.createdAt, 'desc').slice(0, 10));
      expect(body.items[0]).toEqual(seeded.find((r) => r.id === body.items[0].id));
      const target = seeded[3]!;
      const words = target.${nameField.name}.split(' ').slice(0, 2).join(' ');
      const found = await get(\`/api/${n.group}/list?q=\${encodeURIComponent(words)}&pageSize=100\`);
      expect(found.body.items.map((r: ${n.Type}) => r.id)).toContain(target.id);
      expect(found.body.total).toBe(seeded.filter((r) => matchesQ(searchText(r), words)).length);
      for (const q of HOSTILE_Q) {
        const answer = await get(\`/api/${n.group}/list?q=\${encodeURIComponent(q)}\`);
        expect([q, answer.status, answer.body.total]).toEqual([q, 200, seeded.filter((r) => matchesQ(searchText(r), q)).length]);
      }
    });

    it.each([${numeric.map((x) => `'${x}'`).join(', ')}] as const)('sorts by %s both ways, ties in stored order', async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        const { body } = await get(\`/api/${n.group}/list?sort=\${sort}&order=\${order}&pageSize=100\`);
        expect(body.items.map((r: ${n.Type}) => r.id)).toEqual(demoOrder(seeded, (r) => r[sort], order));
      }
    });
${facet || s.drawerEnums.length || s.bools.length ? `
    it('filters${facet ? ` by ${facet.label.toLowerCase()}` : ''}${s.drawerEnums.length || s.bools.length ? ' and by the drawer’s fields' : ''}; a value outside the set is no filter', async () => {${facet ? `
      const value = seeded[0]!.${facet.name};
      const byFacet = await get(\`/api/${n.group}/list?${facet.name}=\${value}&pageSize=100\`);
      expect(byFacet.body.total).toBe(seeded.filter((r) => r.${facet.name} === value).length);` : ''}${s.drawerEnums.map((f) => `
      const ${f.name} = seeded[1]!.${f.name};
      const by${f.name} = await get(\`/api/${n.group}/list?${f.name}=\${${f.name}}&pageSize=100\`);
      expect(by${f.name}.body.total).toBe(seeded.filter((r) => r.${f.name} === ${f.name}).length);
      expect((await get('/api/${n.group}/list?${f.name}=nope')).body.total).toBe(seeded.length);`).join('')}${s.bools.map((f) => `
      const yes${f.name} = await get('/api/${n.group}/list?${f.name}=true&pageSize=100');
      expect(yes${f.name}.body.total).toBe(seeded.filter((r) => r.${f.name}).length);`).join('')}
    });
` : ''}
    it('answers one ${n.label}, and 404 for an unknown id', async () => {
      const target = seeded[5]!;
      expect((await get(\`/api/${n.group}/details?id=\${target.id}\`)).body).toEqual({ ${n.one}: target });
      const missing = await get('/api/${n.group}/details?id=nobody');
      expect([missing.status, missing.body]).toEqual([404, { message: 'No ${n.group} with id “nobody”.' }]);
    });

    it('creates, updates and deletes a ${n.label}; refuses missing and wrong-typed fields', async () => {
      const created = await send('POST', '/api/${n.group}', { ...input, ${nameField.name}: \`  \${input.${nameField.name}} \` });
      expect(created.status).toBe(201);
      const record = created.body.${n.one} as ${n.Type};
      expect(record).toMatchObject(input);
      expect(record.createdAt).toBe(record.updatedAt);
      expect((await get(\`/api/${n.group}/details?id=\${record.id}\`)).body.${n.one}).toEqual(record);
      const updated = await send('PATCH', \`/api/${n.group}/\${record.id}\`, { ${nameField.name}: 'Contract renamed sample' });
      expect(updated.status).toBe(200);
      expect(updated.body.${n.one}).toMatchObject({ ...record, ${nameField.name}: 'Contract renamed sample', updatedAt: expect.any(String) });
      const missing = await send('POST', '/api/${n.group}', {});
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors)).toContain('${nameField.name}');
      const typed = await send('POST', '/api/${n.group}', { ...input, ${badFields.map((k) => `${k}: ${JSON.stringify(bad[k])}`).join(', ')} });
      expect(typed.status).toBe(400);
      expect(Object.keys(typed.body.fieldErrors).sort()).toEqual(${JSON.stringify(badFields)});
      expect((await call('DELETE', \`/api/${n.group}/\${record.id}\`)).status).toBe(204);
      expect((await call('DELETE', \`/api/${n.group}/\${record.id}\`)).status).toBe(404);
      const others = await Promise.all([0, 1].map(() => send('POST', '/api/${n.group}', input)));
      expect((await send('POST', '/api/${n.group}/bulk-delete', { ids: others.map((o) => o.body.${n.one}.id as string) })).body).toEqual({ deleted: 2 });
      expect((await get('/api/${n.group}/list')).body.total).toBe(seeded.length);
    });

    it('refuses a stale update (409 with the stored ${n.label}) when expectedUpdatedAt is given, and only then', () =>
      expectStaleUpdateRefused({ call, get, send }, '${n.group}', input, '${nameField.name}', ['Mine contract sample', 'Theirs contract sample']));
  });
}
`;
}

export function contractTests(s) {
  const { n } = s;
  return {
    [`server/contract/${n.group}-demo.test.ts`]: `// @vitest-environment jsdom
// (jsdom: the demo API runs in a page.) The ${n.group} group's contract cases against the demo API.
import { demoBackend } from './backends';
import { ${n.one}ContractSuite } from './suite-${n.group}';

${n.one}ContractSuite(demoBackend);
`,
    [`server/contract/${n.group}-server.test.ts`]: `// The ${n.group} group's contract cases against the server on a fresh in-memory PGlite.
import { serverBackend } from './backends';
import { ${n.one}ContractSuite } from './suite-${n.group}';

${n.one}ContractSuite(serverBackend);
`,
  };
}

export function e2eSpec(s) {
  const { n, nameField } = s;
  const fill = s.fields
    .map((f) => {
      const label = `/^${f.label}/`;
      switch (f.type) {
        case 'string':
          return f === nameField ? `  await page.getByLabel(${label}).fill(name);` : `  await page.getByLabel(${label}).fill('End to end ${f.label.toLowerCase()}');`;
        case 'email':
          return `  await page.getByLabel(${label}).fill('end.to.end@example.com');`;
        case 'url':
          return `  await page.getByLabel(${label}).fill('https://www.example.com/end-to-end');`;
        case 'int':
        case 'money':
          return `  await page.getByLabel(${label}).fill('42');`;
        case 'date':
          return `  await page.getByLabel(${label}).fill(typedDay(30));`;
        case 'ref':
          return `  await expect(page.getByLabel(${label}).locator('option')).not.toHaveCount(1);\n  await page.getByLabel(${label}).selectOption({ index: 1 });`;
        default:
          return null;
      }
    })
    .filter(Boolean);
  const datetime = s.fields.filter((f) => f.type === 'datetime');
  const usesDays = s.fields.some((f) => f.type === 'date' || f.type === 'datetime');
  return `// ${n.Many} end to end: create a ${n.label} from the form, find it in the list by search and edit it.
// Written by npm run new:section.
import { signInIfAsked } from './support/app';
import { expect, test } from './support/test';

${usesDays ? `/** A day from now as an English reader types it, month first (docs/look-and-feel.md#dates). */
const typedDay = (daysFromNow: number) =>
  new Intl.DateTimeFormat('en', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.now() + daysFromNow * 86_400_000),
  );
` : ''}
test('create, find and edit a ${n.label}', async ({ page }) => {
  test.setTimeout(180_000);
  const name = \`End to end ${n.label} \${Date.now()}\`;
  await page.goto('/dashboard/${n.group}/new');
  await signInIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New ${n.label}' })).toBeVisible({ timeout: 30_000 });
${fill.join('\n')}${datetime.map((f) => `
  // The day's input (the time of day keeps its 09:00).
  await page.getByLabel(/^${f.label}/).first().fill(typedDay(10));`).join('')}
  await page.getByRole('button', { name: 'Create ${n.label}' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/${n.group}');
  await page.getByRole('searchbox', { name: 'Search ${n.labels}' }).fill(name);
  await expect(page.getByTestId('${n.group}-table').getByText(name)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('${n.group}-table').getByText(name).click();
  // Each screen's heading before acting on it: a click during the change of screen can be lost.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  // The page's own Edit (the navigation has an Edit entry of its own under the section).
  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: \`Edit \${name}\` })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^${nameField.label}/).fill(\`\${name} (edited)\`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: \`\${name} (edited)\` })).toBeVisible({ timeout: 30_000 });
});
`;
}
