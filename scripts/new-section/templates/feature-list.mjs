// The list side of a section's feature folder: search params, queries, mutations, columns, the
// filter drawer and the list page on the kit's RecordListPage (docs/list-kit.md#a-record-list-page).
import { tsType } from '../fields.mjs';

export function searchFile(s) {
  const { n, facet } = s;
  const enumImports = [...new Set([facet, ...s.drawerEnums].filter(Boolean).map((f) => s.valuesConst(f)))];
  const filters = [`    status: oneOf(['all', ...${facet ? s.valuesConst(facet) : '[] as const'}], 'all'),`];
  for (const f of s.drawerEnums) filters.push(`    ${f.name}: arrayOfParam(${s.valuesConst(f)}),`);
  for (const f of s.bools) filters.push(`    ${f.name}: arrayOfParam(['true', 'false'] as const),`);
  const drawer = [...s.drawerEnums, ...s.bools].map((f) => f.name);
  return `// The ${n.labels} section's URL search params: the list's whole table state (the drawer's filters
// too, so a view is a link and Back restores it). Route files validate with these before page code
// loads, so this module stays small (docs/list-kit.md).
${drawer.length ? `import { arrayOfParam, defineListSearch } from '@/lib/data-table/list-search';` : `import { defineListSearch } from '@/lib/data-table/list-search';`}
import { oneOf } from '@/lib/search-params';
import { ${[...enumImports, `${n.one}SortFields`, `type ${n.Type}ListQuery`].join(', ')} } from '@/lib/api-contract/${n.group}';

export const ${n.one}List = defineListSearch({
  sortFields: ${n.one}SortFields,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
${filters.join('\n')}
  },
});

export type ${n.Type}ListSearch = ReturnType<typeof ${n.one}List.validateSearch>;

/** The server's part of the list's URL state${facet ? ` (the tabs' \`status\` is the ${facet.label.toLowerCase()})` : ''}. */
export function to${n.Type}Query(search: ${n.Type}ListSearch): ${n.Type}ListQuery {
  const { page, pageSize, sort, order, q${facet ? ', status' : ''}${drawer.map((d) => `, ${d}`).join('')} } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,${facet ? `\n    ${facet.name}: status === 'all' ? undefined : status,` : ''}${s.drawerEnums.map((f) => `\n    ${f.name},`).join('')}${s.bools.map((f) => `\n    // Both values checked is no filter.\n    ${f.name}: ${f.name}.length === 1 ? ${f.name}[0] : undefined,`).join('')}
  };
}

/** The drawer's filters (the ${facet ? facet.label.toLowerCase() : 'status'} is a tab), to count and clear them. */
export const ${n.one}DrawerFilters = [${drawer.map((d) => `'${d}'`).join(', ')}] as const;
`;
}

export function queriesFile(s) {
  const { n } = s;
  const refs = s.refs;
  return `// Fetchers and the query factory of ${n.labels} (src/lib/api/resource-queries.ts: ['${n.group}', 'list', query],
// ['${n.group}', 'detail', id])${refs.length ? `, plus the records its ${refs.map((f) => f.label.toLowerCase()).join(', ')} field${refs.length > 1 ? 's' : ''} choose${refs.length > 1 ? '' : 's'} from` : ''}. docs/api/${n.group}.md
${refs.length ? `import { queryOptions } from '@tanstack/react-query';\n` : ''}import { resourceQueries } from '@/lib/api/resource-queries';
${refs.length ? `import { http } from '@/lib/http/client';\nimport type { ListResponse } from '@/lib/api-contract/list';\n` : ''}import {
  ${n.one}Paths,
  type ${n.Type},
  type ${n.Type}Input,
  type ${n.Type}ListQuery,
  type ${n.Type}ListResponse,
} from '@/lib/api-contract/${n.group}';
${[...new Set(refs.map((f) => f.ref))].map((g) => `import { ${s.refPaths(g)} } from '@/lib/api-contract/${g}';`).join('\n')}

const ${n.all} = resourceQueries<{ record: ${n.Type}; input: ${n.Type}Input; query: ${n.Type}ListQuery; list: ${n.Type}ListResponse }>({
  group: '${n.group}',
  key: '${n.one}',
  paths: ${n.one}Paths,
});

export const {
  list: fetch${n.Many},
  create: create${n.Type},
  update: update${n.Type},
  remove: delete${n.Type},
} = ${n.all}.fetchers;
${refs.length ? `
/** A record another group lists, as a choice: its id and the words that name it. */
export interface RefOption {
  id: string;
  label: string;
}

const refLabel = (r: Record<string, unknown>) => String(r.name ?? r.title ?? r.number ?? r.id);
` : ''}
export const ${n.one}Queries = {
  ...${n.all}.queries,${[...new Set(refs.map((f) => f.ref))].map((g) => `
  /** The first 100 ${s.refNames(g).labels}, newest first: the choices of a field that refers to one. */
  ${s.refNames(g).all}: () =>
    queryOptions({
      queryKey: [...${n.all}.queries.all(), 'ref', '${g}'] as const,
      queryFn: async ({ signal }): Promise<RefOption[]> =>
        (await http.get<ListResponse<Record<string, unknown>>>(${s.refPaths(g)}.list, { signal, query: { pageSize: 100 } })).items.map((r) => ({
          id: String(r.id),
          label: refLabel(r),
        })),
      staleTime: 60_000,
    }),`).join('')}
};
`;
}

export function mutationsFile(s) {
  const { n, nameField } = s;
  return `// Mutations of ${n.labels}: each updates the record it changed in the cache and refreshes the lists;
// a failed delete says so in a toast. docs/list-kit.md
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ${n.Type}, ${n.Type}Input } from '@/lib/api-contract/${n.group}';
import { errorText } from '@/lib/http/error-text';
import { toast } from '@/lib/toast/toast';
import { create${n.Type}, delete${n.Type}, ${n.one}Queries, update${n.Type} } from './${n.many}';

export function useSave${n.Type}() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('${n.many}');
  return useMutation({
    // A record changed since the form opened answers 409 (docs/api/crud-groups.md#edit-conflicts).
    mutationFn: ({ id, input, expectedUpdatedAt }: { id?: string; input: ${n.Type}Input; expectedUpdatedAt?: string }) =>
      id ? update${n.Type}(id, { ...input, expectedUpdatedAt }) : create${n.Type}(input),
    onSuccess: (${n.one}, { id }) => {
      queryClient.setQueryData(${n.one}Queries.detail(${n.one}.id).queryKey, ${n.one});
      toast.success(t(id ? 'toast.updated' : 'toast.created', { ${nameField.name}: ${n.one}.${nameField.name} }));
      return queryClient.invalidateQueries({ queryKey: ${n.one}Queries.lists() });
    },
  });
}

export function useDelete${n.Type}() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('${n.many}');
  return useMutation({
    mutationFn: (${n.one}: ${n.Type}) => delete${n.Type}(${n.one}.id),
    onSuccess: (_, ${n.one}) => {
      queryClient.removeQueries({ queryKey: ${n.one}Queries.detail(${n.one}.id).queryKey });
      toast.success(t('toast.deleted', { ${nameField.name}: ${n.one}.${nameField.name} }));
    },
    onError: (error, ${n.one}) => toast.error(t('toast.deleteFailed', { ${nameField.name}: ${n.one}.${nameField.name} }), errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ${n.one}Queries.lists() }),
  });
}
`;
}

/** How a field's value reads as text (columns, CSV, detail facts): an expression over `r`. */
export function valueText(f, s, r = 'r') {
  const v = `${r}.${f.name}`;
  switch (f.type) {
    case 'int':
      return `format.number(${v})`;
    case 'money':
      return `formatCents(${v}, format.language)`;
    case 'date':
      return `format.day(${v})`;
    case 'datetime':
      return `format.dateTime(${v})`;
    case 'bool':
      return `t(${v} ? 'yes' : 'no')`;
    case 'enum':
      return `t(\`value.${f.name}.\${${v}}\`)`;
    case 'ref':
      return `${s.refNames(f.ref).all}.get(${v}) ?? ${v}`;
    default:
      return v;
  }
}

export function columnsFile(s) {
  const { n, nameField, facet } = s;
  const cols = s.fields.filter((f) => f !== nameField && s.isListed(f));
  const refGroups = [...new Set(cols.filter((f) => f.type === 'ref').map((f) => f.ref))];
  const usesMoney = cols.some((f) => f.type === 'money');
  const numeric = (f) => f.type === 'int' || f.type === 'money';
  const col = (f, i) => {
    const priority = Math.min(5, i + 2);
    const sortable = s.sortFields.includes(f.name);
    const text = valueText(f, s, 'r');
    const cell =
      f === facet
        ? `<Badge colorPalette={${n.one}StatusPalette[r.${f.name}]} variant="subtle">{${text}}</Badge>`
        : f.type === 'email'
          ? `<UserText minW="40">{r.${f.name}}</UserText>`
          : `<Text ${numeric(f) ? 'textAlign="end" ' : ''}whiteSpace="nowrap">{${text}}</Text>`;
    return `      column.${sortable ? `accessor('${f.name}', {` : `display({\n        id: '${f.name}',`}
        header: () => t('field.${f.name}'),${sortable ? '' : '\n        enableSorting: false,'}
        meta: { ${f === facet ? "phone: 'summary', " : `priority: ${priority}, `}label: t('field.${f.name}'), exportValue: (r) => ${text} },
        cell: ({ row: { original: r } }) => ${cell},
      }),`;
  };
  return `// The ${n.labels} table's data columns (TanStack Table); the kit adds the selection and row-menu columns.
// A column sorts when the API sorts by its id; \`meta\` names it in the column menu and the CSV.
${facet || cols.length ? `import { ${[facet ? 'Badge' : null, 'Stack', 'Text'].filter(Boolean).join(', ')} } from '@chakra-ui/react';` : `import { Stack } from '@chakra-ui/react';`}
${refGroups.length ? `import { useQuery } from '@tanstack/react-query';\n` : ''}import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ${n.Type} } from '@/lib/api-contract/${n.group}';
import { useFormat } from '@/lib/format';
${usesMoney ? `import { formatCents } from '@/lib/money';\n` : ''}import { UserText } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
${refGroups.length ? `import { ${n.one}Queries } from '../api/${n.many}';\n` : ''}
const column = createColumnHelper<${n.Type}>();

/** Each ${facet ? facet.label.toLowerCase() : 'tab'}'s colour (tabs' counts, badges). */
export const ${n.one}StatusPalette = { all: 'gray'${facet ? facet.values.map((v, i) => `, ${/^[a-z][a-z0-9]*$/.test(v) ? v : `'${v}'`}: '${['blue', 'green', 'orange', 'purple', 'red', 'teal', 'gray'][i % 7]}'`).join('') : ''} } as const;

export function use${n.Type}Columns(): ColumnDef<${n.Type}, unknown>[] {
  const { t } = useTranslation('${n.many}');
  const format = useFormat();
${refGroups.map((g) => `  const ${s.refNames(g).all}Query = useQuery(${n.one}Queries.${s.refNames(g).all}());`).join('\n')}
  return useMemo(() => {
${refGroups.map((g) => `    const ${s.refNames(g).all} = new Map((${s.refNames(g).all}Query.data ?? []).map((o) => [o.id, o.label]));`).join('\n')}
    return [
      column.accessor('${nameField.name}', {
        header: () => t('field.${nameField.name}'),
        enableHiding: false,
        meta: { label: t('field.${nameField.name}'), exportValue: (r) => r.${nameField.name} },
        cell: ({ row: { original: r } }) => (
          <Stack gap={0} minW="48" maxW="72" whiteSpace="normal">
            <Link to="/dashboard/${n.group}/$id" params={{ id: r.id }}>
              <UserText fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                {r.${nameField.name}}
              </UserText>
            </Link>
          </Stack>
        ),
      }),
${cols.map(col).join('\n')}
    ] as ColumnDef<${n.Type}, unknown>[];
  }, [t, format${refGroups.map((g) => `, ${s.refNames(g).all}Query.data`).join('')}]);
}
`;
}

export function filtersFile(s) {
  const { n } = s;
  const groups = [
    ...s.drawerEnums.map(
      (f) => `      <CheckboxFilterGroup
        legend={t('field.${f.name}')}
        options={${s.valuesConst(f)}}
        value={search.${f.name}}
        onChange={(${f.name}) => onChange({ ${f.name} })}
        optionLabel={(v) => t(\`value.${f.name}.\${v}\`)}
      />`,
    ),
    ...s.bools.map(
      (f) => `      <CheckboxFilterGroup
        legend={t('field.${f.name}')}
        options={['true', 'false'] as const}
        value={search.${f.name}}
        onChange={(${f.name}) => onChange({ ${f.name} })}
        optionLabel={(v) => t(v === 'true' ? 'yes' : 'no')}
      />`,
    ),
  ];
  const names = [...s.drawerEnums, ...s.bools].map((f) => f.name);
  if (!groups.length)
    return `// The ${n.labels} list's filter drawer: the section has no field to filter by besides the search
// (an enum or a yes/no field would add one); it is here to be filled (docs/list-kit.md).
import { FilterDrawer } from '@/lib/data-table/filter-drawer';
import type { ${n.Type}ListSearch } from '../search';

export function ${n.Type}Filters({ onChange }: { search: ${n.Type}ListSearch; onChange: (patch: Partial<${n.Type}ListSearch>) => void }) {
  return (
    <FilterDrawer active={0} onClear={() => onChange({})}>
      {null}
    </FilterDrawer>
  );
}
`;
  return `// The ${n.labels} list's filter drawer${names.length ? ` (${names.join(', ')})` : ''}, each written to the URL as it changes (docs/list-kit.md).
import { useTranslation } from 'react-i18next';
${s.drawerEnums.length ? `import { ${s.drawerEnums.map((f) => s.valuesConst(f)).join(', ')} } from '@/lib/api-contract/${n.group}';\n` : ''}import { CheckboxFilterGroup, FilterDrawer } from '@/lib/data-table/filter-drawer';
import { ${n.one}DrawerFilters, type ${n.Type}ListSearch } from '../search';

type DrawerPatch = Partial<Pick<${n.Type}ListSearch, (typeof ${n.one}DrawerFilters)[number]>>;

export function ${n.Type}Filters({ search, onChange }: { search: ${n.Type}ListSearch; onChange: (patch: DrawerPatch) => void }) {
  const { t } = useTranslation('${n.many}');
  const active = ${n.one}DrawerFilters.filter((key) => search[key].length > 0).length;
  return (
    <FilterDrawer active={active} onClear={() => onChange({ ${names.map((x) => `${x}: []`).join(', ')} })}>
${groups.join('\n')}
    </FilterDrawer>
  );
}
`;
}

export function listPage(s) {
  const { n, facet, nameField } = s;
  return `// /dashboard/${n.group}: the ${n.labels} table, the list kit's record list page (docs/list-kit.md) with the
// section's columns, drawer filters and strings.
import { getRouteApi } from '@tanstack/react-router';
${facet ? `import { ${s.valuesConst(facet)} } from '@/lib/api-contract/${n.group}';\n` : ''}import { RecordListPage } from '@/lib/data-table/record-list-page';
import { useDelete${n.Type} } from './api/${n.group}-mutations';
import { fetch${n.Many}, ${n.one}Queries } from './api/${n.many}';
import { ${n.Type}Filters } from './components/${n.group}-filters';
import { ${n.one}StatusPalette, use${n.Type}Columns } from './components/${n.group}-table-columns';
import { ${n.one}DrawerFilters, ${n.one}List, to${n.Type}Query } from './search';

const route = getRouteApi('/dashboard/${n.group}/');
${facet ? '' : '\n/** No enum field: the tabs are "All" alone. */\nconst noStatuses = [] as const;\n'}
export function ${n.Type}ListPage() {
  const navigate = route.useNavigate();
  const delete${n.Type} = useDelete${n.Type}();
  return (
    <RecordListPage
      group="${n.group}"
      ns="${n.many}"
      createKey="list.new"
      nameField="${nameField.name}"
      search={route.useSearch()}
      navigate={(search) => void navigate({ search, resetScroll: false })}
      list={${n.one}List}
      toQuery={to${n.Type}Query}
      queries={${n.one}Queries}
      fetchList={fetch${n.Many}}
      statuses={${facet ? s.valuesConst(facet) : 'noStatuses'}}
      palette={${n.one}StatusPalette}
      columns={use${n.Type}Columns()}
      Filters={${n.Type}Filters}
      filterGroups={${n.one}DrawerFilters}
      onDelete={(record) => delete${n.Type}.mutate(record)}
    />
  );
}
`;
}
export { tsType };
