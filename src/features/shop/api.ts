// The shop's one call: placing the order (POST /api/order, source 'shop'). Orders then show in
// the dashboard's order section, which owns the order queries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueries } from '@/lib/api/order-queries';
import { orderPaths, type CreateOrderInput, type Order } from '@/lib/api-contract/order';
import { http } from '@/lib/http/client';

export function createOrder(input: CreateOrderInput) {
  return http.post<{ order: Order }>(orderPaths.create, input).then((response) => response.order);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  // The dashboard's order lists show the new order first on their next look (docs/api/order.md).
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.lists() }),
  });
}
