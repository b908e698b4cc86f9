// A section's mutation that may wait for the connection (docs/product-rules.md#offline): the
// section describes its input as an OfflineChange (request, row, label); the mutation is keyed
// `['offline', group]`, so it pauses offline, is kept in IndexedDB and is sent after a reload.
// Callbacks receive the section's own input back (`change.input`).
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { newChangeId, offlineMutationKey, type OfflineChange } from './offline-change';
import { offlineMutationOptions, offlineQueueOf } from './offline-queue';

export type OfflineChangeDescription = Omit<OfflineChange, 'id' | 'group' | 'accountId' | 'input' | 'madeAt'>;

export interface OfflineMutationConfig<TData, TInput, TContext> {
  group: string;
  describe: (input: TInput) => OfflineChangeDescription;
  onMutate?: (input: TInput) => Promise<TContext> | TContext;
  onSuccess?: (data: TData, input: TInput) => unknown;
  onError?: (error: Error, input: TInput, context: TContext | undefined) => unknown;
  onSettled?: () => unknown;
}

export function useOfflineMutation<TData, TInput, TContext = unknown>(config: OfflineMutationConfig<TData, TInput, TContext>) {
  const queryClient = useQueryClient();
  const queue = offlineQueueOf(queryClient);
  const { group, describe, onMutate, onSuccess, onError, onSettled } = config;
  const mutation = useMutation<TData, Error, OfflineChange<TInput>, TContext>({
    ...offlineMutationOptions,
    mutationKey: offlineMutationKey(group),
    scope: queue.scope(),
    mutationFn: (change) => queue.send(change) as Promise<TData>,
    onMutate: onMutate ? (change) => onMutate(change.input) : undefined,
    onSuccess: onSuccess ? (data, change) => onSuccess(data, change.input) : undefined,
    onError: onError ? (error, change, context) => onError(error, change.input, context) : undefined,
    onSettled,
  });
  const { mutate: mutateChange } = mutation;
  const mutate = useCallback(
    (input: TInput, options?: MutateOptions<TData, Error, OfflineChange<TInput>, TContext>) =>
      mutateChange(
        { ...describe(input), id: newChangeId(), group, accountId: queue.accountId(), input, madeAt: Date.now() },
        options,
      ),
    [mutateChange, describe, group, queue],
  );
  return { ...mutation, mutate };
}
