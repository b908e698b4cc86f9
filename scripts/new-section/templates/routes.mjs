// The section's thin route files (README.md#add-a-screen, step 4).
export function routeFiles(s) {
  const { n } = s;
  const base = `src/routes/dashboard/${n.group}`;
  return {
    [`${base}/index.tsx`]: `import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ${n.one}Queries } from '@/features/${n.many}/api/${n.many}';
import { ${n.Type}ListPage } from '@/features/${n.many}/${n.group}-list-page';
import { ${n.one}List, to${n.Type}Query } from '@/features/${n.many}/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/${n.group}/')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: ${n.one}List.validateSearch,
  // Defaults stay out of the URL: /dashboard/${n.group} is the default view.
  search: { middlewares: [stripSearchParams(${n.one}List.defaults)] },
  loaderDeps: ({ search }) => to${n.Type}Query(search),
  // Not awaited: a new sort or page keeps the current rows on screen (keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(${n.one}Queries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.${n.group}.list') }] }),
  component: ${n.Type}ListPage,
});
`,
    [`${base}/new.tsx`]: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.Type}CreatePage } from '@/features/${n.many}/${n.group}-create-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/${n.group}/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.${n.group}.new') }] }),
  component: ${n.Type}CreatePage,
});
`,
    [`${base}/$id/index.tsx`]: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.one}Queries } from '@/features/${n.many}/api/${n.many}';
import { ${n.Type}DetailPage } from '@/features/${n.many}/${n.group}-detail-page';
import { ${n.one}Record, ${n.Type}RecordError } from '@/features/${n.many}/${n.group}-record';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';

export const Route = createFileRoute('/dashboard/${n.group}/$id/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(${n.one}Queries.detail(params.id)), ${n.one}Record, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.${n.group}.detail') }] }),
  component: ${n.Type}DetailPage,
  errorComponent: ${n.Type}RecordError,
});
`,
    [`${base}/$id/edit.tsx`]: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.one}Queries } from '@/features/${n.many}/api/${n.many}';
import { ${n.Type}EditPage } from '@/features/${n.many}/${n.group}-edit-page';
import { ${n.one}Record, ${n.Type}RecordError } from '@/features/${n.many}/${n.group}-record';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';

export const Route = createFileRoute('/dashboard/${n.group}/$id/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(${n.one}Queries.detail(params.id)), ${n.one}Record, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.${n.group}.edit') }] }),
  component: ${n.Type}EditPage,
  errorComponent: ${n.Type}RecordError,
});
`,
  };
}
