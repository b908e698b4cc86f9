// Placing a plan's order: POST /api/order with source 'pricing' (card brand and last four only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueries } from '@/lib/api/order-queries';
import type { CreateOrderInput, Order } from '@/lib/api-contract/order';
import { orderPaths } from '@/lib/api-contract/order';
import { http } from '@/lib/http/client';

export function createPlanOrder(input: CreateOrderInput) {
  return http.post<{ order: Order }>(orderPaths.create, input).then((res) => res.order);
}

export function useCreatePlanOrder() {
  const queryClient = useQueryClient();
  // The dashboard's order lists show the new order first on their next look (docs/api/order.md).
  return useMutation({
    mutationFn: createPlanOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.lists() }),
  });
}
