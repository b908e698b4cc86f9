// @vitest-environment node
// The app's seed (committed JSON read by src/lib/seed/*) is what the faker generators draw, record for
// record: the 40 sample-id users and every other seeded group. Fails after a generator change until
// `npm run seed` has rewritten src/lib/seed/data.
import { describe, expect, it } from 'vitest';
import { sampleIds } from '@/lib/api-contract/sample-ids';
import { seedCalendar } from '@/lib/seed/calendar';
import { seedChat } from '@/lib/seed/chat';
import { seedFiles } from '@/lib/seed/file';
import { seedInvoiceCore, seedInvoiceDetails, seedInvoices } from '@/lib/seed/invoice';
import { seedJobs } from '@/lib/seed/job';
import { seedJobCandidates } from '@/lib/seed/job-candidate';
import { seedKanban } from '@/lib/seed/kanban';
import { seedMail, seedMailBodies, seedMailHeaders } from '@/lib/seed/mail';
import { seedOrderCore, seedOrderDetails, seedOrders } from '@/lib/seed/order';
import { seedPosts } from '@/lib/seed/post';
import { seedProductCopy, seedProductCore, seedProductTaglines, seedProducts } from '@/lib/seed/product';
import { seedProductReviews } from '@/lib/seed/product-reviews';
import { seedTours } from '@/lib/seed/tour';
import { seedTourBookings } from '@/lib/seed/tour-booking';
import { seedGallery, seedUsers } from '@/lib/seed/user';
import { poolUsers } from '@/lib/seed/user-pool';
import { generateSeedData } from './index';
import { seedInvoices as drawInvoices } from './invoice';
import { seedMail as drawMail } from './mail';
import { seedOrders as drawOrders } from './order';
import { seedProducts as drawProducts } from './product';

const drawn = generateSeedData();
/** As the JSON stores it: a property whose value is undefined is left out, dates are strings. */
const asStored = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the committed demo seed', () => {
  it('has the 40 sample-id users the faker generator draws, field for field', async () => {
    const users = await seedUsers();
    expect(users.map((u) => u.id)).toEqual([...sampleIds]);
    expect(users).toEqual(asStored(drawn.users));
    expect(users[0]).toMatchObject({ id: sampleIds[0], name: expect.stringMatching(/\S+ \S+/), email: expect.stringContaining('@example.com') });
  });

  it.each([
    ['calendar', seedCalendar],
    ['chat', seedChat],
    ['file', seedFiles],
    ['gallery', seedGallery],
    ['invoice', seedInvoiceCore],
    ['invoice-detail', seedInvoiceDetails],
    ['job', seedJobs],
    ['job-candidate', seedJobCandidates],
    ['kanban', seedKanban],
    ['mail', seedMailHeaders],
    ['mail-body', seedMailBodies],
    ['order', seedOrderCore],
    ['order-detail', seedOrderDetails],
    ['post', seedPosts],
    ['product', seedProductCore],
    ['product-tagline', seedProductTaglines],
    ['product-copy', seedProductCopy],
    ['product-reviews', seedProductReviews],
    ['tour', seedTours],
    ['tour-booking', seedTourBookings],
  ] as const)('has the %s records the faker generator draws', async (name, read) => {
    expect(await read()).toEqual(asStored(drawn[name]));
  });

  it('joins each product from its three files into the whole product the generator draws', async () => {
    const whole = await seedProducts();
    expect(whole).toEqual(asStored(drawProducts()));
    expect(whole[0]!.tagline.en).toMatch(/\w/);
  });

  it('joins each message from its two files into the whole message the generator draws', async () => {
    const whole = await seedMail();
    expect(whole).toEqual(asStored(drawMail()));
    expect(whole.every((m) => typeof m.message === 'string' && m.message.length > 0)).toBe(true);
    expect(whole.some((m) => m.html)).toBe(true);
  });

  it('joins each order from its two files into the whole order the generator draws', async () => {
    const whole = await seedOrders();
    expect(whole).toEqual(asStored(drawOrders()));
    expect(whole.every((o) => o.payment.last4.length === 4 && o.billing.address && o.timeline.length > 0)).toBe(true);
  });

  it('joins each invoice from its two files into the whole invoice the generator draws', async () => {
    const whole = await seedInvoices();
    expect(whole).toEqual(asStored(drawInvoices()));
    expect(whole.every((i) => i.lines.length > 0 && i.to.email && i.from.name)).toBe(true);
  });

  it('hands out copies, so a test or a reset never sees an earlier edit', async () => {
    const first = await seedUsers();
    first[0]!.name = 'Changed';
    expect((await seedUsers())[0]!.name).not.toBe('Changed');
  });
});

const seededUsers = await seedUsers();

describe('the 10,000-user switch', () => {
  const extra = poolUsers(40, 10_000, seededUsers.map((u) => u.email));

  it('adds users u-00041 to u-10000 with unique ids and emails, the same on every run', () => {
    expect(extra).toHaveLength(9_960);
    expect(extra[0]!.id).toBe('u-00041');
    expect(extra.at(-1)!.id).toBe('u-10000');
    const emails = new Set([...seededUsers, ...extra].map((u) => u.email));
    expect(emails.size).toBe(10_000);
    expect(poolUsers(40, 45)).toEqual(extra.slice(0, 5));
  });

  it('spreads statuses about as the seed does (6 active : 2 pending : 1 banned : 1 rejected)', () => {
    const share = (status: string) => extra.filter((u) => u.status === status).length / extra.length;
    expect(share('active')).toBeGreaterThan(0.55);
    expect(share('active')).toBeLessThan(0.65);
    expect(share('banned')).toBeGreaterThan(0.07);
  });
});
