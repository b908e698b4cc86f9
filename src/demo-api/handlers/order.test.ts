import { describe, expect, it } from 'vitest';
import type { CreateOrderInput, CreateOrderResponse, Order, OrderDetailsResponse } from '@/lib/api-contract/order';
import type { ContactResponse } from '@/lib/api-contract/contact';
import type { ListResponse } from '@/lib/api-contract/list';
import type { MailListResponse } from '@/lib/api-contract/mail';
import { http } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { signInAsDemo } from '../../../tests/auth';

const validOrder: CreateOrderInput = {
  source: 'shop',
  items: [
    { sku: 'market-pulse:team', name: 'Market Pulse — Team', quantity: 2, unitPrice: 1490 },
    { sku: 'price-lens:starter', name: 'Price Lens — Starter', quantity: 1, unitPrice: 590 },
  ],
  billing: { name: 'Jo Martin', email: 'jo@client.example', address: '1 Rue de Rivoli', city: 'Paris', zip: '75001', country: 'FR' },
  billingPeriod: 'monthly',
  payment: { brand: 'Visa', last4: '4242' },
};

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe('POST /api/order', () => {
  it('lets a guest place an order, computing totals and the next number', async () => {
    const { order } = await http.post<CreateOrderResponse>('/api/order', validOrder);
    expect(order).toMatchObject({ status: 'pending', subtotal: 3570, tax: 714, total: 4284, accountId: null, currency: 'EUR' });
    expect(order.number).toBe('#C-1025');
  });

  it('links the order to the signed-in account, and it shows in the order list', async () => {
    await signInAsDemo();
    const { order } = await http.post<CreateOrderResponse>('/api/order', validOrder);
    expect(order.accountId).toBe('acc-demo');
    const list = await http.get<ListResponse<Order>>('/api/order/list', { query: { q: 'Jo Martin' } });
    expect(list.items.map((o) => o.id)).toContain(order.id);
    const details = await http.get<OrderDetailsResponse>('/api/order/details', { query: { id: order.id } });
    expect(details.order.number).toBe(order.number);
  });

  it('answers 400 with field errors keyed by path', async () => {
    const error = await failure(
      http.post('/api/order', { ...validOrder, items: [], billing: { ...validOrder.billing, email: 'nope', country: 'ZZ' } }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({
      items: expect.any(String),
      'billing.email': expect.any(String),
      'billing.country': expect.any(String),
    });
  });

  it('keeps the order list behind sign-in', async () => {
    expect((await failure(http.get('/api/order/list'))).status).toBe(401);
  });
});

describe('POST /api/contact', () => {
  it('files the message in the mail inbox under Website enquiries', async () => {
    const res = await http.post<ContactResponse>('/api/contact', {
      name: 'Lea Dubois',
      email: 'lea@retail.example',
      company: 'Maison Lumière',
      topic: 'data-products',
      message: 'We would like a demo of Footfall Atlas for 40 stores.',
    });
    expect(res.id).toBeTruthy();
    await signInAsDemo();
    const inbox = await http.get<MailListResponse>('/api/mail/list', { query: { labelId: 'enquiries' } });
    expect(inbox.items[0]).toMatchObject({ id: res.id, isUnread: true, from: { email: 'lea@retail.example' } });
  });

  it('answers 400 with field errors', async () => {
    const error = await failure(http.post('/api/contact', { name: '', email: 'x', topic: 'weather', message: 'hi' }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });
});
