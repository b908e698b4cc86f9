// The order collection, shared by the order handlers and the overview figures.
import type { Order } from '@/lib/api-contract/order';
import { defineCollection } from './db';
import { seedOrders } from './seed/order';

export const orders = defineCollection<Order>('orders', seedOrders);
