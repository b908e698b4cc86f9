// The demo API's side of a section: its handler (the kit's crudHandlers) and the seed both backends
// read (src/lib/seed/<group>.ts over committed JSON, as every group's seed).
export function demoHandler(s) {
  const { n, facet } = s;
  const filters = [];
  if (facet) filters.push(`      ${facet.name}: (r, v) => r.${facet.name} === v,`);
  for (const f of s.drawerEnums) filters.push(`      ${f.name}: (r, v) => r.${f.name} === v,`);
  for (const f of s.bools) filters.push(`      ${f.name}: (r, v) => String(r.${f.name}) === v,`);
  const sorters = s.sortFields.map((x) => `${x}: (r) => r.${x}`).join(', ');
  return `// ${n.Many} (docs/api/${n.group}.md): list with search${facet ? `, the ${facet.label.toLowerCase()} counts` : ''} and filters, details, create,
// update and delete, through the kit's crudHandlers. Written by npm run new:section.
import { nextVersion } from '@/lib/api-contract/edit-conflict';
${s.drawerEnums.length ? `import { ${s.drawerEnums.map((f) => valuesOf(f, n)).join(', ')}, type ${n.Type} } from '@/lib/api-contract/${n.group}';` : `import type { ${n.Type} } from '@/lib/api-contract/${n.group}';`}
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { seed${n.Many} } from '@/lib/seed/${n.group}';

// The payload's schema (zod) loads with the first write (docs/performance.md#demo-api).
const schemas = () => import('@/lib/api-contract/${n.group}-input');

export const ${n.all} = defineCollection<${n.Type}>('${n.many}', seed${n.Many});

export const handlers = crudHandlers({
  group: '${n.group}',
  key: '${n.one}',
  collection: ${n.all},
  versioned: true,
  list: {
    search: (r) => [${s.searchFields.map((f) => `r.${f.name}`).join(', ')}].join(' '),
    filters: {
${filters.join('\n')}
    },
    sorters: { ${sorters} },
    defaultSort: { sort: 'createdAt', order: 'desc' },${facet ? `\n    facet: { param: '${facet.name}', value: (r) => r.${facet.name} },` : ''}${s.drawerEnums.length ? `\n    allowed: { ${s.drawerEnums.map((f) => `${f.name}: ${valuesOf(f, n)}`).join(', ')} },` : ''}
  },
  loadSchema: async () => (await schemas()).${n.one}Schema,
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
  },
  update: (existing, input) => ({ ...existing, ...input, updatedAt: nextVersion(existing.updatedAt).toISOString() }),
});
`;
}

const valuesOf = (f, n) => `${n.one}${f.name[0].toUpperCase()}${f.name.slice(1)}Values`;

export function demoHandlerImports(s) {
  // crudHandlers' `allowed` names the enum values: import them when there are drawer enums.
  return s.drawerEnums.length ? s.drawerEnums.map((f) => valuesOf(f, s.n)) : [];
}

export function seedModule(s) {
  const { n } = s;
  return `// Seed ${n.labels}, as committed JSON (written by npm run new:section from the field types; docs/new-section.md).
import type { ${n.Type} } from '@/lib/api-contract/${n.group}';

export async function seed${n.Many}(): Promise<${n.Type}[]> {
  const { default: data } = await import('./data/${n.group}.json');
  return structuredClone(data) as unknown as ${n.Type}[];
}
`;
}
