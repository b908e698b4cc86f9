// The consulting plans of docs/product-rules.md#brand (Advisory, Team, Enterprise) for /pricing and /payment: ids,
// prices and what each includes. Names and wording are in the `pricing` locale namespace.
// Prices are whole euros; a year costs ten months (two months free).

import type { BillingPeriod, PlanId } from './plan-ids';

export { billingPeriods, planIds, type BillingPeriod, type PlanId } from './plan-ids';

/** Months charged for a year of service. */
export const MONTHS_CHARGED_PER_YEAR = 10;

export interface ConsultingPlan {
  id: PlanId;
  monthlyPrice: number;
  /** Price of a full year paid at once. */
  yearlyPrice: number;
  recommended: boolean;
}

function plan(id: PlanId, monthlyPrice: number, recommended = false): ConsultingPlan {
  return { id, monthlyPrice, yearlyPrice: monthlyPrice * MONTHS_CHARGED_PER_YEAR, recommended };
}

export const consultingPlans: readonly ConsultingPlan[] = [
  plan('advisory', 4900),
  plan('team', 18500, true),
  plan('enterprise', 42000),
];

export function findPlan(id: string): ConsultingPlan | undefined {
  return consultingPlans.find((p) => p.id === id);
}

/** The price charged per billing period. */
export function planPrice(plan: ConsultingPlan, period: BillingPeriod): number {
  return period === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
}

/** What a year costs less when paid yearly. */
export function yearlySaving(plan: ConsultingPlan): number {
  return plan.monthlyPrice * 12 - plan.yearlyPrice;
}

/** The order line's SKU: `plan:<id>:<period>` (src/lib/api-contract/order.ts). */
export function planSku(id: PlanId, period: BillingPeriod): string {
  return `plan:${id}:${period}`;
}

/**
 * The comparison table: one row per feature, and per plan either included (true), not included
 * (false) or a value key (`pricing:values.<key>`).
 */
export type FeatureValue = boolean | string;

export interface PlanFeature {
  id: string;
  values: Readonly<Record<PlanId, FeatureValue>>;
}

export const planFeatures: readonly PlanFeature[] = [
  {
    id: 'sprints',
    values: { advisory: 'sprintQuarterly', team: 'sprintMonthly', enterprise: 'sprintContinuous' },
  },
  { id: 'seniorDays', values: { advisory: 'days4', team: 'days20', enterprise: 'days45' } },
  { id: 'embeddedSquad', values: { advisory: false, team: 'squad3', enterprise: 'squad6' } },
  { id: 'managedAnalytics', values: { advisory: false, team: false, enterprise: true } },
  { id: 'dataProducts', values: { advisory: false, team: 'products2', enterprise: 'productsAll' } },
  { id: 'governance', values: { advisory: true, team: true, enterprise: true } },
  { id: 'training', values: { advisory: 'seats5', team: 'seats25', enterprise: 'seatsUnlimited' } },
  {
    id: 'reporting',
    values: { advisory: 'reportQuarterly', team: 'reportMonthly', enterprise: 'reportWeekly' },
  },
  {
    id: 'support',
    values: { advisory: 'supportBusiness', team: 'supportNextDay', enterprise: 'support4h' },
  },
  { id: 'accountLead', values: { advisory: false, team: true, enterprise: true } },
];
