// @vitest-environment node
// An invoice stored in two parts (src/demo-api/invoice-store.ts): the core the dashboard overview
// reads, the parties, lines and notes apart; reads join them, writes split them, and an invoice
// stored whole before the split keeps its own details.
import { describe, expect, it } from 'vitest';
import { seedInvoices } from '@/lib/seed/invoice';
import { invoiceCore, invoices } from './invoice-store';

const FIRST = 'e99f09a7-dd88-49d5-b1c8-1daf80c2d701';

describe('the invoices collection in two parts', () => {
  it('keeps the parties, lines and notes out of the core, and joins them back on every read', async () => {
    const core = await invoiceCore.get(FIRST);
    expect(core).toMatchObject({ id: FIRST, number: 'INV-2026-0401', status: 'paid', total: 1548 });
    for (const field of ['from', 'to', 'lines', 'notes']) expect(core).not.toHaveProperty(field);
    const whole = await invoices.get(FIRST);
    expect(whole).toMatchObject({
      from: { company: 'Corvane Ltd' },
      to: { name: (await seedInvoices()).find((i) => i.id === FIRST)!.to.name },
      lines: [{ title: 'Price Lens — Team', total: 1790 }],
      notes: expect.stringContaining('bank transfer'),
    });
    expect((await invoices.all()).every((i) => i.lines.length > 0 && i.to.email.includes('@'))).toBe(true);
  });

  it('stores a new invoice and an edit, and a delete removes both parts', async () => {
    const first = (await invoices.get(FIRST))!;
    await invoices.put({ ...first, id: 'split-check', number: 'INV-2099-0001', notes: 'Split check' });
    expect(await invoiceCore.get('split-check')).not.toHaveProperty('notes');
    expect(await invoices.get('split-check')).toMatchObject({ number: 'INV-2099-0001', notes: 'Split check', to: first.to });
    expect(await invoices.find((i) => i.notes === 'Split check')).toMatchObject({ id: 'split-check' });

    await invoices.put({ ...(await invoices.get('split-check'))!, status: 'pending', lines: [] });
    expect(await invoices.get('split-check')).toMatchObject({ status: 'pending', lines: [], notes: 'Split check' });

    expect(await invoices.delete('split-check')).toBe(true);
    expect(await invoices.get('split-check')).toBeUndefined();
    expect((await invoices.all()).map((i) => i.id)).not.toContain('split-check');
  });

  it('reads an invoice stored whole before the split with its own details, not the seed’s', async () => {
    const seeded = (await invoices.get(FIRST))!;
    // As an earlier release stored it: one record, parties, lines and notes included, in the invoices collection.
    await invoiceCore.put({ ...seeded, notes: 'Stored before the split', to: { ...seeded.to, name: 'Someone Else' } });
    expect(await invoices.get(FIRST)).toMatchObject({ notes: 'Stored before the split', to: { name: 'Someone Else' } });
  });
});
