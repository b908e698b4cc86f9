// Search params of /pricing and /payment: the billing period and the chosen plan. Unknown values
// are dropped (the pages fall back to monthly and the Team plan).
import { z } from 'zod';
import {
  billingPeriods,
  planIds,
  type BillingPeriod,
  type PlanId,
} from '@/lib/catalog/consulting-plans';

export const pricingSearchSchema = z.object({
  period: z.enum(billingPeriods).optional().catch(undefined),
});

export const paymentSearchSchema = z.object({
  plan: z.enum(planIds).optional().catch(undefined),
  period: z.enum(billingPeriods).optional().catch(undefined),
});

export const DEFAULT_PLAN: PlanId = 'team';
export const DEFAULT_PERIOD: BillingPeriod = 'monthly';
