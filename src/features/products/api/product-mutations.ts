// Mutations of product records. Publishing and deleting are optimistic (the list and the page
// change at once and are put back, with a toast, if the server refuses); every mutation updates the
// record's detail query and refreshes the lists from the server afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeCachedLists, withoutRows, withRowStatus } from '@/lib/api/cached-lists';
import type { Product, ProductInput, ProductListItem, ProductListResponse, ProductStatus } from '@/lib/api-contract/product';
import { toast } from '@/lib/toast/toast';
import { createProduct, deleteProduct, deleteProducts, productQueries, updateProduct } from './products';
import { errorText } from '@/lib/http/error-text';

/** The publish switch of the list, the grid and the product page. */
export function usePublishProduct() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: ({ product, status }: { product: ProductListItem; status: ProductStatus }) =>
      updateProduct(product.id, { status }),
    onMutate: async ({ product, status }) => {
      const detailKey = productQueries.detail(product.id).queryKey;
      await queryClient.cancelQueries({ queryKey: detailKey });
      const detail = queryClient.getQueryData<Product>(detailKey);
      if (detail) queryClient.setQueryData(detailKey, { ...detail, status });
      const undoLists = await changeCachedLists<ProductListResponse>(queryClient, productQueries.lists(), (list) => withRowStatus(list, product.id, status));
      return {
        undo: () => {
          undoLists();
          if (detail) queryClient.setQueryData(detailKey, detail);
        },
      };
    },
    onError: (error, { product }, context) => {
      context?.undo();
      toast.error(t('toast.publishFailed', { name: product.name }), errorText(error));
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
    mutationFn: (product: ProductListItem) => deleteProduct(product.id),
    onMutate: async (product) => ({
      undo: await changeCachedLists<ProductListResponse>(queryClient, productQueries.lists(), (list) => withoutRows(list, new Set([product.id]))),
    }),
    onError: (error, product, context) => {
      context?.undo();
      toast.error(t('toast.deleteFailed', { name: product.name }), errorText(error));
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
      undo: await changeCachedLists<ProductListResponse>(queryClient, productQueries.lists(), (list) => withoutRows(list, new Set(ids))),
    }),
    onError: (error, ids, context) => {
      context?.undo();
      toast.error(t('toast.bulkDeleteFailed', { count: ids.length }), errorText(error));
    },
    onSuccess: ({ deleted }, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: productQueries.detail(id).queryKey });
      toast.success(t('toast.bulkDeleted', { count: deleted }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
  });
}

/** The form's save: create (with the slug) or update (everything but the slug), checked against the version the form opened. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: ({ id, input, expectedUpdatedAt }: { id?: string; input: ProductInput; expectedUpdatedAt?: string }) => {
      if (!id) return createProduct(input);
      const { id: _slug, ...changes } = input;
      // A product changed since the form opened answers 409 (docs/api/crud-groups.md#edit-conflicts).
      return updateProduct(id, { ...changes, expectedUpdatedAt });
    },
    onSuccess: (product, { id }) => {
      queryClient.setQueryData(productQueries.detail(product.id).queryKey, product);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { name: product.name }));
      return queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}
