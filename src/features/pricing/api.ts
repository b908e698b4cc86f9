// Placing a plan's order: POST /api/order with source 'pricing' (card brand and last four only).
import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, Order } from '@/lib/api-contract/order';
import { orderPaths } from '@/lib/api-contract/order';
import { http } from '@/lib/http/client';

export function createPlanOrder(input: CreateOrderInput) {
  return http.post<{ order: Order }>(orderPaths.create, input).then((res) => res.order);
}

export function useCreatePlanOrder() {
  return useMutation({ mutationFn: createPlanOrder });
}
