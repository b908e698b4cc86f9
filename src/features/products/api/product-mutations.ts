// Mutations of product records. Publishing and deleting are optimistic (the list and the page
// change at once and are put back, with a toast, if the server refuses); every mutation updates the
// record's detail query and refreshes the lists from the server afterwards.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product, ProductInput, ProductListResponse, ProductStatus } from '@/lib/api-contract/product';
import { toast } from '@/lib/toast/toast';
import { createProduct, deleteProduct, deleteProducts, productQueries, updateProduct } from './products';

/** Applies `change` to every cached list page; returns the function that undoes it. */
async function changeCachedLists(queryClient: QueryClient, change: (list: ProductListResponse) => ProductListResponse) {
  await queryClient.cancelQueries({ queryKey: productQueries.lists() });
  const before = queryClient.getQueriesData<ProductListResponse>({ queryKey: productQueries.lists() });
  queryClient.setQueriesData<ProductListResponse>({ queryKey: productQueries.lists() }, (list) =>
    list && 'items' in list ? change(list) : list,
  );
  return () => before.forEach(([key, list]) => queryClient.setQueryData(key, list));
}

function withoutProducts(list: ProductListResponse, ids: ReadonlySet<string>): ProductListResponse {
  const gone = list.items.filter((p) => ids.has(p.id));
  if (!gone.length) return list;
  const counts: Record<string, number> = { ...list.counts, all: (list.counts?.all ?? 0) - gone.length };
  for (const p of gone) counts[p.status] = (counts[p.status] ?? 0) - 1;
  return { ...list, items: list.items.filter((p) => !ids.has(p.id)), total: list.total - gone.length, counts };
}

function withStatus(list: ProductListResponse, id: string, status: ProductStatus): ProductListResponse {
  const product = list.items.find((p) => p.id === id);
  if (!product || product.status === status) return list;
  const counts = {
    ...list.counts,
    [product.status]: (list.counts?.[product.status] ?? 0) - 1,
    [status]: (list.counts?.[status] ?? 0) + 1,
  };
  return { ...list, items: list.items.map((p) => (p.id === id ? { ...p, status } : p)), counts };
}

/** The publish switch of the list, the grid and the product page. */
export function usePublishProduct() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: ({ product, status }: { product: Product; status: ProductStatus }) =>
      updateProduct(product.id, { status }),
    onMutate: async ({ product, status }) => {
      const detailKey = productQueries.detail(product.id).queryKey;
      await queryClient.cancelQueries({ queryKey: detailKey });
      const detail = queryClient.getQueryData<Product>(detailKey);
      if (detail) queryClient.setQueryData(detailKey, { ...detail, status });
      const undoLists = await changeCachedLists(queryClient, (list) => withStatus(list, product.id, status));
      return {
        undo: () => {
          undoLists();
          if (detail) queryClient.setQueryData(detailKey, detail);
        },
      };
    },
    onError: (error, { product }, context) => {
      context?.undo();
      toast.error(t('toast.publishFailed', { name: product.name }), error.message);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(productQueries.detail(saved.id).queryKey, saved);
      toast.success(t(saved.status === 'published' ? 'toast.published' : 'toast.unpublished', { name: saved.name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onMutate: async (product) => ({
      undo: await changeCachedLists(queryClient, (list) => withoutProducts(list, new Set([product.id]))),
    }),
    onError: (error, product, context) => {
      context?.undo();
      toast.error(t('toast.deleteFailed', { name: product.name }), error.message);
    },
    onSuccess: (_, product) => {
      queryClient.removeQueries({ queryKey: productQueries.detail(product.id).queryKey });
      toast.success(t('toast.deleted', { name: product.name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
  });
}

export function useDeleteProducts() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: (ids: string[]) => deleteProducts(ids),
    onMutate: async (ids) => ({
      undo: await changeCachedLists(queryClient, (list) => withoutProducts(list, new Set(ids))),
    }),
    onError: (error, ids, context) => {
      context?.undo();
      toast.error(t('toast.bulkDeleteFailed', { count: ids.length }), error.message);
    },
    onSuccess: ({ deleted }, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: productQueries.detail(id).queryKey });
      toast.success(t('toast.bulkDeleted', { count: deleted }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
  });
}

/** The form's save: create (with the slug) or update (everything but the slug). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) => {
      if (!id) return createProduct(input);
      const { id: _slug, ...changes } = input;
      return updateProduct(id, changes);
    },
    onSuccess: (product, { id }) => {
      queryClient.setQueryData(productQueries.detail(product.id).queryKey, product);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { name: product.name }));
      return queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}
