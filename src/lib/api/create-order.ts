// Placing an order (POST /api/order), from the shop (source 'shop') or a plan's payment (source
// 'pricing', card brand and last four only). One mutation for both: the dashboard's order lists show
// the new order first on their next look (docs/api/order.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderPaths, type CreateOrderInput, type Order } from '@/lib/api-contract/order';
import { http } from '@/lib/http/client';
import { orderQueries } from './order-queries';

export function createOrder(input: CreateOrderInput) {
  return http.post<{ order: Order }>(orderPaths.create, input).then((response) => response.order);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.lists() }),
  });
}
