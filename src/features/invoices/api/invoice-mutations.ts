// Writes to invoices. A status change is optimistic (the page and the lists change at once and are
// put back, with a toast, if the server refuses); every write puts the server's record in the
// detail cache and refreshes the lists (their counts and summary figures are the server's).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoiceStatus, type Invoice, type InvoiceInput, type InvoiceListResponse, type InvoiceStatus } from '@/lib/api-contract/invoice';
import { useStatusLabel } from '@/lib/status/status-badge';
import { toast } from '@/lib/toast/toast';
import {
  createInvoice,
  deleteInvoice,
  deleteInvoices,
  invoiceQueries,
  sendInvoice,
  updateInvoice,
} from './invoice-queries';
import { errorText } from '@/lib/http/error-text';

/** Puts `status` on the invoice in its detail and every cached list page; returns the undo. */
async function setCachedStatus(queryClient: QueryClient, id: string, status: InvoiceStatus) {
  const detailKey = invoiceQueries.detail(id).queryKey;
  await queryClient.cancelQueries({ queryKey: invoiceQueries.all() });
  const detail = queryClient.getQueryData(detailKey);
  const lists = queryClient.getQueriesData<InvoiceListResponse>({ queryKey: invoiceQueries.lists() });
  // What the server will answer: "pending" on an invoice past its due date reads overdue
  // (docs/product-rules.md#invoice-status).
  const shown = (invoice: Invoice) => ({ ...invoice, status: invoiceStatus({ status, dueAt: invoice.dueAt }) });
  if (detail) queryClient.setQueryData(detailKey, shown(detail));
  queryClient.setQueriesData<InvoiceListResponse>({ queryKey: invoiceQueries.lists() }, (list) =>
    list ? { ...list, items: list.items.map((i) => (i.id === id ? shown(i) : i)) } : list,
  );
  return () => {
    queryClient.setQueryData(detailKey, detail);
    lists.forEach(([key, list]) => queryClient.setQueryData(key, list));
  };
}

function useSettle() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    /** The server's record in the detail cache; the lists refetched. */
    store: (invoice: Invoice) => {
      queryClient.setQueryData(invoiceQueries.detail(invoice.id).queryKey, invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
    refreshLists: () => queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() }),
  };
}

export function useChangeInvoiceStatus() {
  const { t } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const { queryClient, store, refreshLists } = useSettle();
  return useMutation({
    mutationFn: ({ invoice, status }: { invoice: Invoice; status: InvoiceStatus }) =>
      updateInvoice(invoice.id, { status }),
    onMutate: async ({ invoice, status }) => ({ undo: await setCachedStatus(queryClient, invoice.id, status) }),
    onError: (error, { invoice }, context) => {
      context?.undo();
      toast.error(t('toast.statusFailed', { number: invoice.number }), errorText(error));
    },
    onSuccess: (invoice) => {
      toast.success(t('toast.statusChanged', { number: invoice.number, status: statusLabel('invoice', invoice.status) }));
      return store(invoice);
    },
    onSettled: refreshLists,
  });
}

export function useSendInvoice() {
  const { t } = useTranslation('invoices');
  const { store } = useSettle();
  return useMutation({
    mutationFn: (invoice: Invoice) => sendInvoice(invoice.id),
    onSuccess: (invoice) => {
      toast.success(t('toast.sent', { number: invoice.number, email: invoice.to.email }));
      return store(invoice);
    },
    onError: (error, invoice) => toast.error(t('toast.sendFailed', { number: invoice.number }), errorText(error)),
  });
}

/** Create (no id) or update; field errors are left to the form (applyServerErrors). */
export function useSaveInvoice() {
  const { t } = useTranslation('invoices');
  const { store } = useSettle();
  return useMutation({
    // An invoice changed since the form opened answers 409 (docs/api/crud-groups.md#edit-conflicts).
    mutationFn: ({ id, input, expectedUpdatedAt }: { id?: string; input: InvoiceInput; expectedUpdatedAt?: string }) =>
      id ? updateInvoice(id, { ...input, expectedUpdatedAt }) : createInvoice(input),
    onSuccess: (invoice, { id }) => {
      toast.success(t(id ? 'toast.updated' : 'toast.created', { number: invoice.number }));
      return store(invoice);
    },
  });
}

export function useDeleteInvoice() {
  const { t } = useTranslation('invoices');
  const { queryClient, refreshLists } = useSettle();
  return useMutation({
    mutationFn: (invoice: Invoice) => deleteInvoice(invoice.id),
    onSuccess: (_, invoice) => {
      queryClient.removeQueries({ queryKey: invoiceQueries.detail(invoice.id).queryKey });
      toast.success(t('toast.deleted', { number: invoice.number }));
    },
    onError: (error, invoice) => toast.error(t('toast.deleteFailed', { number: invoice.number }), errorText(error)),
    onSettled: refreshLists,
  });
}

export function useDeleteInvoices() {
  const { t } = useTranslation('invoices');
  const { refreshLists } = useSettle();
  return useMutation({
    mutationFn: deleteInvoices,
    onSuccess: ({ deleted }) => toast.success(t('toast.bulkDeleted', { count: deleted })),
    onError: (error) => toast.error(t('toast.bulkDeleteFailed'), errorText(error)),
    onSettled: refreshLists,
  });
}
