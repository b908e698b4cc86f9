// Subtotal, VAT and total of one plan for one period, rounded as the order API rounds them.
import { ORDER_TAX_RATE } from '@/lib/api-contract/order';
import { planPrice, type BillingPeriod, type ConsultingPlan } from '@/lib/catalog/consulting-plans';

export function planTotals(plan: ConsultingPlan, period: BillingPeriod) {
  const subtotal = planPrice(plan, period);
  const tax = Math.round(subtotal * ORDER_TAX_RATE * 100) / 100;
  return { subtotal, tax, total: Math.round((subtotal + tax) * 100) / 100 };
}
