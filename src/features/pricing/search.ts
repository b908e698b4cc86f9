// Search params of /pricing and /payment: the billing period and the chosen plan. Unknown values
// are dropped (the pages fall back to monthly and the Team plan). The routes validate with these
// before any page code loads, hence plain checks rather than zod.
import { oneOf, searchParams } from '@/lib/search-params';
import { billingPeriods, planIds, type BillingPeriod, type PlanId } from '@/lib/catalog/plan-ids';

export const validatePricingSearch = searchParams({ period: oneOf(billingPeriods) });

export const validatePaymentSearch = searchParams({
  plan: oneOf(planIds),
  period: oneOf(billingPeriods),
});

export const DEFAULT_PLAN: PlanId = 'team';
export const DEFAULT_PERIOD: BillingPeriod = 'monthly';
