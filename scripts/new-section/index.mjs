#!/usr/bin/env node
// `npm run new:section -- <name> --fields "<field>:<type>, …" [--role manager] [--group management] [--dry-run]`
// and `npm run new:section -- --remove <name>` (docs/new-section.md): a list/detail/form section on
// both backends, in the project's own conventions, or the removal of one it generated.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, Refusal } from './args.mjs';
import { describeField, listed, searchable, sortable, valuesConst } from './fields.mjs';
import { sectionNames } from './names.mjs';
import { addJsonLine, removeJsonLine } from './json-lines.mjs';
import { hasBlocks, insertBlock, removeBlocks } from './registrations.mjs';
import { seedRecords } from './seed.mjs';
import { apiDoc, contractFile, inputFile } from './templates/contract.mjs';
import { demoHandler, seedModule } from './templates/demo.mjs';
import { factsFile, formFieldsFile, formFile, pagesFiles, schemasFile } from './templates/feature-form.mjs';
import { columnsFile, filtersFile, listPage, mutationsFile, queriesFile, searchFile } from './templates/feature-list.mjs';
import { localeStrings } from './templates/locales.mjs';
import { routeFiles } from './templates/routes.mjs';
import { openapiFile, schemaBlock, serverRoute } from './templates/server.mjs';
import { contractSuiteFile, contractTests, e2eSpec, pagesTest, sampleInput } from './templates/tests.mjs';
import { applyPlan, pruneEmpty } from './writer.mjs';

const ICONS = { deal: 'Handshake', project: 'FolderKanban', task: 'ClipboardList', ticket: 'Ticket', company: 'Building2', event: 'Calendar', asset: 'Package', lead: 'Target', supplier: 'Truck' };
const ROLE_CONST = { admin: "['admin']", manager: 'MANAGERS', user: 'SIGNED_IN' };

/** Everything the templates need to know about the section. */
export function sectionContext(options) {
  const n = sectionNames(options.name);
  const fields = options.fields.map(describeField);
  const nameField = fields.find((f) => f.type === 'string');
  const enums = fields.filter((f) => f.type === 'enum');
  const facet = enums.find((f) => f.name === 'status') ?? enums[0] ?? null;
  const s = {
    n,
    fields,
    nameField,
    facet,
    drawerEnums: enums.filter((f) => f !== facet),
    bools: fields.filter((f) => f.type === 'bool'),
    refs: fields.filter((f) => f.type === 'ref'),
    searchFields: fields.filter(searchable),
    sortFields: ['createdAt', ...fields.filter((f) => sortable(f, nameField)).map((f) => f.name)],
    isListed: listed,
    valuesConst: (f) => valuesConst(f, n),
    refNames: (g) => sectionNames(g),
    refPaths: (g) => `${sectionNames(g).one}Paths`,
    refDoc: (g) => (existsSync(join(options.root ?? '.', 'docs/api', `${g}.md`)) ? `[${g}](${g}.md)` : `\`/api/${g}\``),
    role: options.role,
    roles: ROLE_CONST[options.role],
    roleList: { admin: ['admin'], manager: ['admin', 'manager'], user: ['admin', 'manager', 'user'] }[options.role],
    navGroup: options.group,
    purpose: `${n.labels} (list, details, create, update, delete)`,
  };
  return s;
}

/** The files a section is made of, by path; the same list --remove deletes. */
export function sectionPaths(group) {
  const n = sectionNames(group);
  return {
    files: [
      `src/lib/api-contract/${group}.ts`,
      `src/lib/api-contract/${group}-input.ts`,
      `docs/api/${group}.md`,
      `src/demo-api/handlers/${group}.ts`,
      `src/lib/seed/${group}.ts`,
      `src/lib/seed/data/${group}.json`,
      `server/routes/${n.many}.ts`,
      `server/openapi/sections/${group}.ts`,
      `server/contract/suite-${group}.ts`,
      `server/contract/${group}-demo.test.ts`,
      `server/contract/${group}-server.test.ts`,
      `tests/e2e/${n.many}.spec.ts`,
      ...['en', 'fr', 'ar'].map((l) => `src/locales/${l}/${n.many}.json`),
    ],
    dirs: [`src/features/${n.many}`, `src/routes/dashboard/${group}`],
  };
}

const SHARED = {
  permission: 'src/lib/api-contract/permission.ts',
  calls: 'server/openapi/calls.ts',
  app: 'server/app.ts',
  schema: 'server/db/schema.ts',
  seed: 'server/seed.ts',
  nav: 'src/features/dashboard-shell/nav-config.tsx',
  crumbs: 'src/features/dashboard-shell/breadcrumb-trail.ts',
  paths: 'tests/e2e/support/seed-paths.ts',
  titles: 'src/lib/i18n/page-titles.test.ts',
};
const localeFile = (lang, ns) => `src/locales/${lang}/${ns}.json`;

export function planSection(root, options) {
  const s = sectionContext({ ...options, root });
  const { n } = s;
  const read = (p) => readFileSync(join(root, p), 'utf8');
  const files = new Map();
  const seed = seedRecords(root, n, s.fields);
  const input = sampleInput(s, seed);
  files.set(`src/lib/api-contract/${n.group}.ts`, contractFile(s));
  files.set(`src/lib/api-contract/${n.group}-input.ts`, inputFile(s));
  files.set(`docs/api/${n.group}.md`, apiDoc(s));
  files.set(`src/demo-api/handlers/${n.group}.ts`, demoHandler(s));
  files.set(`src/lib/seed/${n.group}.ts`, seedModule(s));
  files.set(`src/lib/seed/data/${n.group}.json`, `${JSON.stringify(seed)}\n`);
  files.set(`server/routes/${n.many}.ts`, serverRoute(s));
  files.set(`server/openapi/sections/${n.group}.ts`, openapiFile(s));
  const f = `src/features/${n.many}`;
  files.set(`${f}/search.ts`, searchFile(s));
  files.set(`${f}/schemas.ts`, schemasFile(s));
  files.set(`${f}/api/${n.many}.ts`, queriesFile(s));
  files.set(`${f}/api/${n.group}-mutations.ts`, mutationsFile(s));
  files.set(`${f}/components/${n.group}-table-columns.tsx`, columnsFile(s));
  files.set(`${f}/components/${n.group}-filters.tsx`, filtersFile(s));
  files.set(`${f}/components/${n.group}-form.tsx`, formFile(s));
  files.set(`${f}/components/${n.group}-form-fields.tsx`, formFieldsFile(s));
  files.set(`${f}/components/${n.group}-facts.tsx`, factsFile(s));
  files.set(`${f}/${n.group}-list-page.tsx`, listPage(s));
  for (const [p, text] of Object.entries(pagesFiles(s))) files.set(p, text);
  files.set(`${f}/${n.group}-pages.test.tsx`, pagesTest(s));
  for (const [p, text] of Object.entries(routeFiles(s))) files.set(p, text);
  files.set(`server/contract/suite-${n.group}.ts`, contractSuiteFile(s, input));
  for (const [p, text] of Object.entries(contractTests(s))) files.set(p, text);
  files.set(`tests/e2e/${n.many}.spec.ts`, e2eSpec(s));

  const strings = localeStrings(s);
  for (const lang of ['en', 'fr', 'ar']) {
    files.set(localeFile(lang, n.many), `${JSON.stringify(strings.namespace[lang], null, 2)}\n`);
    const r = strings.routes[lang];
    files.set(localeFile(lang, 'common'), addJsonLine(read(localeFile(lang, 'common')), 'routes', n.group, r));
    files.set(localeFile(lang, 'dashboard'), addJsonLine(read(localeFile(lang, 'dashboard')), 'nav', n.one, strings.nav[lang]));
  }

  // Shared files: a marked block above each anchor.
  const block = (text, file, slot, lines) => insertBlock(text, file, slot, n.group, lines);
  const role = s.roles;
  let permission = block(read(SHARED.permission), SHARED.permission, 'api-rules', [
    `'GET /api/${n.group}/list': SIGNED_IN,`,
    `'GET /api/${n.group}/details': SIGNED_IN,`,
    `'POST /api/${n.group}/bulk-delete': ${role},`,
    `'POST /api/${n.group}': ${role},`,
    `'PATCH /api/${n.group}/:id': ${role},`,
    `'PUT /api/${n.group}/:id': ${role},`,
    `'DELETE /api/${n.group}/:id': ${role},`,
  ]);
  if (s.role !== 'user')
    permission = block(permission, SHARED.permission, 'route-roles', [`[/^\\/dashboard\\/${n.group}\\/(new|[^/]+\\/edit)\\/?$/, ${s.role === 'admin' ? 'ADMINS' : 'MANAGERS'}],`]);
  files.set(SHARED.permission, permission);
  let calls = block(read(SHARED.calls), SHARED.calls, 'imports', [`import { ${n.one}Calls } from './sections/${n.group}';`]);
  calls = block(calls, SHARED.calls, 'calls', [`...${n.one}Calls,`]);
  files.set(SHARED.calls, calls);
  let app = block(read(SHARED.app), SHARED.app, 'imports', [`import { ${n.one}Routes } from './routes/${n.many}';`]);
  app = block(app, SHARED.app, 'routes', [`app.route('/api/${n.group}', ${n.one}Routes(deps));`]);
  files.set(SHARED.app, app);
  files.set(SHARED.schema, block(read(SHARED.schema), SHARED.schema, 'tables', [...schemaBlock(s).split('\n'), '']));
  let seedTs = block(read(SHARED.seed), SHARED.seed, 'imports', [
    `import { seed${n.Many} } from '@/lib/seed/${n.group}';`,
    `import { ${n.all} } from './db/schema';`,
    `import { ${n.one}Row } from './routes/${n.many}';`,
  ]);
  seedTs = block(seedTs, SHARED.seed, 'inserts', [
    `await tx.delete(${n.all});`,
    `await tx.insert(${n.all}).values(currentSeed(await seed${n.Many}(), now).map(${n.one}Row));`,
  ]);
  files.set(SHARED.seed, seedTs);
  const navText = read(SHARED.nav);
  const icon = ICONS[n.group] ?? 'Layers';
  const iconImported = new RegExp(`^\\s+${icon},$`, 'm').test(navText.split("} from 'lucide-react'")[0]);
  let nav = iconImported ? navText : block(navText, SHARED.nav, 'imports', [`import { ${icon} } from 'lucide-react';`]);
  const navRoles = { admin: ", roles: ['admin']", manager: ', roles: MANAGERS', user: '' }[s.role];
  nav = block(nav, SHARED.nav, `nav-${s.navGroup}`, [
    '{',
    `  title: 'nav.${n.one}',`,
    `  path: '/dashboard/${n.group}',`,
    `  icon: ${icon},`,
    '  children: [',
    `    { title: 'nav.list', path: '/dashboard/${n.group}' },`,
    `    { title: 'nav.details', path: \`/dashboard/${n.group}/\${demoId}\` },`,
    `    { title: 'nav.create', path: '/dashboard/${n.group}/new'${navRoles} },`,
    `    { title: 'nav.edit', path: \`/dashboard/${n.group}/\${demoId}/edit\`${navRoles} },`,
    '  ],',
    '},',
  ]);
  files.set(SHARED.nav, nav);
  files.set(SHARED.titles, block(read(SHARED.titles), SHARED.titles, 'nav-groups', [`'${n.one}',`]));
  files.set(SHARED.crumbs, block(read(SHARED.crumbs), SHARED.crumbs, 'groups', [`'${n.group}',`]));
  files.set(
    SHARED.paths,
    block(read(SHARED.paths), SHARED.paths, 'paths', [`'/dashboard/${n.group}',`, `'/dashboard/${n.group}/new',`, `'/dashboard/${n.group}/$id',`, `'/dashboard/${n.group}/$id/edit',`]),
  );
  return { s, files, review: strings.review };
}

export function planRemoval(root, group) {
  const n = sectionNames(group);
  const read = (p) => readFileSync(join(root, p), 'utf8');
  if (!hasBlocks(read(SHARED.permission), group)) throw new Refusal(`“${group}” is not a section npm run new:section wrote (no marked block in ${SHARED.permission}).`);
  const { files: paths, dirs } = sectionPaths(group);
  const deletes = paths.filter((p) => existsSync(join(root, p)));
  for (const dir of dirs) {
    const abs = join(root, dir);
    if (existsSync(abs)) for (const e of readdirSync(abs, { recursive: true, withFileTypes: true })) if (e.isFile()) deletes.push(relative(root, join(e.parentPath ?? e.path, e.name)));
  }
  const files = new Map();
  for (const p of Object.values(SHARED)) files.set(p, removeBlocks(read(p), group));
  for (const lang of ['en', 'fr', 'ar']) {
    files.set(localeFile(lang, 'common'), removeJsonLine(read(localeFile(lang, 'common')), 'routes', group));
    files.set(localeFile(lang, 'dashboard'), removeJsonLine(read(localeFile(lang, 'dashboard')), 'nav', n.one));
  }
  return { files, deletes, dirs: [...dirs, 'server/openapi/sections'] };
}

function run(root, cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

const steps = (root, migrationName) => [
  () => run(root, 'npx', ['drizzle-kit', 'generate', '--config', 'server/drizzle.config.ts', '--name', migrationName]),
  () => run(root, 'node', ['scripts/gen-routes.mjs']),
  () => run(root, 'npx', ['tsx', 'scripts/docs-security.ts']),
];

export function main(argv, root) {
  const options = parseArgs(argv, root);
  if (options.remove) {
    const plan = planRemoval(root, options.remove);
    const n = sectionNames(options.remove);
    if (options.dryRun) {
      console.log(`Would delete:\n${plan.deletes.map((p) => `  ${p}`).join('\n')}\nWould change:\n${[...plan.files.keys()].map((p) => `  ${p}`).join('\n')}\nand write a migration that drops ${n.table}.`);
      return;
    }
    applyPlan(root, { files: plan.files, deletes: plan.deletes }, steps(root, `drop_${n.table}`));
    pruneEmpty(root, plan.dirs);
    console.log(`Removed the ${options.remove} section (${plan.deletes.length} files, its registrations) and wrote a migration that drops ${n.table}.`);
    return;
  }
  const { s, files, review } = planSection(root, options);
  const written = [...files.keys()].filter((p) => !existsSync(join(root, p)));
  const changed = [...files.keys()].filter((p) => existsSync(join(root, p)));
  if (options.dryRun) {
    console.log(`Would write ${written.length} files:\n${written.map((p) => `  ${p}`).join('\n')}`);
    console.log(`Would change ${changed.length} files:\n${changed.map((p) => `  ${p}`).join('\n')}`);
    console.log(`Would generate: server/migrations/*_${s.n.table}.sql (drizzle-kit), src/routeTree.gen.ts, docs/security.md's permission table.`);
    return;
  }
  applyPlan(root, { files }, steps(root, s.n.table));
  console.log(`Wrote the ${s.n.group} section: ${written.length} files, ${changed.length} changed, a migration for ${s.n.table}.`);
  for (const p of written) console.log(`  + ${p}`);
  for (const p of changed) console.log(`  ~ ${p}`);
  if (review.length) console.log(`\nReview these in src/locales/{fr,ar}: no built-in translation, English copied:\n${review.map((w) => `  ${w}`).join('\n')}`);
  console.log(`\nNext: npm run typecheck, npx vitest run src/features/${s.n.many} server/contract/${s.n.group}-*.test.ts, node scripts/e2e.mjs tests/e2e/${s.n.many}.spec.ts`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv.slice(2), process.cwd());
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(`new:section: ${error.message}`);
      process.exit(2);
    }
    console.error(`new:section: ${error.message}\nNothing was written.`);
    process.exit(1);
  }
}
