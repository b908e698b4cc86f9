// @vitest-environment node
// An order stored in two parts (src/demo-api/order-store.ts): the core the overviews read, the
// details (source, billing address, payment, delivery, subtotal and tax, account) apart; reads join
// them, writes split them, and an order stored whole before the split keeps its own details.
import { describe, expect, it } from 'vitest';
import { orderCore, orders } from './order-store';

const FIRST = 'e99f09a7-dd88-49d5-b1c8-1daf80c2d723';

describe('the orders collection in two parts', () => {
  it('keeps the details out of the core, and joins them back on every read', async () => {
    const core = await orderCore.get(FIRST);
    expect(core).toMatchObject({ id: FIRST, number: '#C-1001', status: 'completed', billing: { name: 'Gilberto Hyatt', country: 'SA' } });
    expect(core?.timeline.length).toBeGreaterThan(0);
    for (const field of ['payment', 'delivery', 'source', 'subtotal', 'accountId']) expect(core).not.toHaveProperty(field);
    expect(core?.billing).not.toHaveProperty('address');
    const whole = await orders.get(FIRST);
    expect(whole).toMatchObject({
      payment: { brand: 'Mastercard', last4: '7163' },
      billing: { name: 'Gilberto Hyatt', address: '4060 Kuhn Turnpike', zip: '92541', country: 'SA' },
      delivery: { method: 'share' },
      subtotal: 2880,
      currency: 'EUR',
      accountId: null,
    });
    expect((await orders.all()).every((o) => o.payment.last4.length === 4 && typeof o.billing.city === 'string')).toBe(true);
  });

  it('stores a new order and an edit, and a delete removes both parts', async () => {
    const first = (await orders.get(FIRST))!;
    await orders.put({ ...first, id: 'split-check', number: '#C-9999', payment: { brand: 'Visa', last4: '4242' } });
    expect(await orderCore.get('split-check')).not.toHaveProperty('payment');
    expect(await orders.get('split-check')).toMatchObject({ number: '#C-9999', payment: { last4: '4242' }, billing: { address: '4060 Kuhn Turnpike' } });
    expect(await orders.find((o) => o.payment.last4 === '4242')).toMatchObject({ id: 'split-check' });

    await orders.put({ ...(await orders.get('split-check'))!, status: 'refunded' });
    expect(await orders.get('split-check')).toMatchObject({ status: 'refunded', payment: { last4: '4242' } });
    expect(await orderCore.get('split-check')).toMatchObject({ status: 'refunded' });

    expect(await orders.delete('split-check')).toBe(true);
    expect(await orders.get('split-check')).toBeUndefined();
    expect((await orders.all()).map((o) => o.id)).not.toContain('split-check');
  });

  it('reads an order stored whole before the split with its own details, not the seed’s', async () => {
    const seeded = (await orders.get(FIRST))!;
    // As an earlier release stored it: one record, details included, in the orders collection; this
    // one from before delivery existed.
    const { delivery: _delivery, ...older } = { ...seeded, payment: { brand: 'Amex', last4: '0005' }, billing: { ...seeded.billing, city: 'Elsewhere' } };
    await orderCore.put(older);
    expect(await orders.get(FIRST)).toMatchObject({
      payment: { brand: 'Amex', last4: '0005' },
      billing: { city: 'Elsewhere' },
      delivery: { method: 'download', email: seeded.billing.email },
    });
  });
});
