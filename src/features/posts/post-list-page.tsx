// /dashboard/post: the posts as cards on the list kit (docs/list-kit.md). The status tab, order,
// search text and page live in the URL (defaults stripped), so a view is a link and Back restores
// it. Without search text the cards come from /api/post/list; with it, from /api/post/search as
// the user types (debounced by the kit's search box).
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/lib/data-table/pagination';
import { StatusTabs } from '@/lib/data-table/status-tabs';
import { TableToolbar } from '@/lib/data-table/table-toolbar';
import { useListSearch } from '@/lib/data-table/use-list-search';
import { postQueries } from './api/posts';
import { PostCardGrid } from './components/post-card-grid';
import { PostSortSelect } from './components/post-sort-select';
import { postTabPalette } from './components/post-status';
import { postList, postSortOptions, postTabs, sortOptionOf, toPostQuery } from './search';

const route = getRouteApi('/dashboard/post/');

export function PostListPage() {
  const { t } = useTranslation('posts');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(postQueries.view(toPostQuery(search)));
  const setSearch = useListSearch({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    prefetch: (next) => void queryClient.prefetchQuery(postQueries.view(toPostQuery(next))),
  });
  const clearSearch = useCallback(() => setSearch({ q: '' }), [setSearch]);

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Box>
          <Heading as="h1" size="2xl">
            {t('list.title')}
          </Heading>
          <Text color="fg.muted">{t('list.subtitle')}</Text>
        </Box>
        <Button asChild colorPalette="primary">
          <Link to="/dashboard/post/new">
            <Plus aria-hidden />
            {t('list.newPost')}
          </Link>
        </Button>
      </HStack>

      <Card.Root overflow="hidden">
        <StatusTabs
          tabs={postTabs}
          value={search.status}
          counts={list.data?.counts}
          tabLabel={(status) => t(`status.${status}`)}
          palette={(status) => postTabPalette[status]}
          label={t('list.statusTabs')}
          onChange={(status) => setSearch({ status })}
        >
          <TableToolbar
            q={search.q}
            onSearch={(q) => setSearch({ q })}
            searchLabel={t('list.search')}
            searchPlaceholder={t('list.searchPlaceholder')}
            end={
              <PostSortSelect
                value={sortOptionOf(search)}
                onChange={(option) => setSearch(postSortOptions[option])}
              />
            }
          />
          <Box
            px={{ base: 3, md: 4 }}
            pb={5}
            opacity={list.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.15s"
            aria-busy={list.isFetching}
          >
            <PostCardGrid
              posts={list.data?.items}
              error={list.error}
              onRetry={() => void list.refetch()}
              onClearSearch={search.q.trim() ? clearSearch : undefined}
            />
          </Box>
          <Pagination
            page={list.data?.page ?? search.page}
            pageSize={search.pageSize}
            pageSizes={postList.pageSizes}
            total={list.data?.total ?? 0}
            onPage={(page) => setSearch({ page })}
            onPageSize={(pageSize) => setSearch({ pageSize })}
          />
        </StatusTabs>
      </Card.Root>
    </Stack>
  );
}
