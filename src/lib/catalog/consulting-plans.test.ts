// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consultingPlans, findPlan, planFeatures, planIds, planPrice, planSku, yearlySaving } from './consulting-plans';

describe('consulting plans', () => {
  it('has the three plans of docs/product-rules.md#brand, Team recommended', () => {
    expect(consultingPlans.map((p) => p.id)).toEqual(['advisory', 'team', 'enterprise']);
    expect(findPlan('team')?.recommended).toBe(true);
    expect(findPlan('gold')).toBeUndefined();
  });

  it('charges ten months for a year: two months cheaper than paying monthly', () => {
    for (const plan of consultingPlans) {
      expect(planPrice(plan, 'yearly')).toBe(plan.monthlyPrice * 10);
      expect(yearlySaving(plan)).toBe(plan.monthlyPrice * 2);
    }
  });

  it('names order lines plan:<id>:<period> and compares every plan on every feature', () => {
    expect(planSku('team', 'yearly')).toBe('plan:team:yearly');
    for (const feature of planFeatures) expect(Object.keys(feature.values).sort()).toEqual([...planIds].sort());
  });
});
