// The consulting plans' ids and billing periods alone: /pricing and /payment check their search
// params against these before the page (and the rest of consulting-plans.ts) loads.

export const planIds = ['advisory', 'team', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
