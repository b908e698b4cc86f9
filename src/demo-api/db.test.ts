// @vitest-environment node
// The seeded records follow the calendar (db.ts `moveWithCalendar`, docs/api/overview.md#dates-in-the-demo-data):
// a stored collection laid out for an earlier day has its untouched records moved to the day it is
// read, once; the visitor's records keep their dates, and security data never moves.
import { describe, expect, it } from 'vitest';
import { moveWithCalendar } from './db';
import { SEED_NOW } from '@/lib/seed/base';
import { seedShiftDays } from '@/lib/seed/dates';

const DAY = 86_400_000;
const seededOn = seedShiftDays(SEED_NOW.getTime() + 10 * DAY); // the collection was seeded on day 10
const records = [
  { id: 'o-1', createdAt: '2026-11-26T08:30:00.000Z', due: '2026-12-01', number: 'INV-2026-0401' },
  {
    id: 'o-2',
    createdAt: '2026-11-20T12:00:00.000Z',
    timeline: [{ at: '2026-11-21T09:00:00.000Z' }],
  },
  { id: 'o-3', createdAt: '2026-11-25T17:45:00.000Z' },
];

describe('moveWithCalendar', () => {
  it('moves the untouched records by the days since the layout, and says today', () => {
    const today = seededOn + 3;
    const { moved, meta, changed } = moveWithCalendar(
      records,
      { shift: seededOn, touched: [] },
      today,
    );
    expect(changed).toBe(true);
    expect(meta).toEqual({ shift: today, touched: [] });
    expect(moved).toEqual([
      {
        id: 'o-1',
        createdAt: '2026-11-29T08:30:00.000Z',
        due: '2026-12-04',
        number: 'INV-2026-0401',
      },
      {
        id: 'o-2',
        createdAt: '2026-11-23T12:00:00.000Z',
        timeline: [{ at: '2026-11-24T09:00:00.000Z' }],
      },
      { id: 'o-3', createdAt: '2026-11-28T17:45:00.000Z' },
    ]);
    // The records given are left as they were (the caller writes the moved copies).
    expect(records[0]!.createdAt).toBe('2026-11-26T08:30:00.000Z');
  });

  it('leaves the records the visitor wrote or deleted as they are, and keeps them touched', () => {
    const today = seededOn + 5;
    const { moved, meta } = moveWithCalendar(
      records,
      { shift: seededOn, touched: ['o-2', 'gone'] },
      today,
    );
    expect(moved.map((r) => r.id)).toEqual(['o-1', 'o-3']);
    expect(moved[0]!.createdAt).toBe('2026-12-01T08:30:00.000Z');
    expect(meta).toEqual({ shift: today, touched: ['o-2', 'gone'] });
  });

  it('moves nothing when the layout is today’s', () => {
    expect(moveWithCalendar(records, { shift: seededOn, touched: ['o-1'] }, seededOn)).toEqual({
      moved: [],
      meta: { shift: seededOn, touched: ['o-1'] },
      changed: false,
    });
  });

  it('never moves backwards (a clock set back)', () => {
    expect(moveWithCalendar(records, { shift: seededOn, touched: [] }, seededOn - 4)).toEqual({
      moved: [],
      meta: { shift: seededOn, touched: [] },
      changed: false,
    });
  });

  it('takes the META of an older release (`true`, seeding day unknown) as today’s, moving nothing', () => {
    const today = seededOn + 7;
    for (const legacy of [true, null, { shift: 'x' }]) {
      expect(moveWithCalendar(records, legacy, today)).toEqual({
        moved: [],
        meta: { shift: today, touched: [] },
        changed: true,
      });
    }
    // The next day, its records move by one day.
    const next = moveWithCalendar(records, { shift: today, touched: [] }, today + 1);
    expect(next.moved[2]).toEqual({ id: 'o-3', createdAt: '2026-11-26T17:45:00.000Z' });
  });

  it('never moves a collection with fixed dates (security data)', () => {
    const accounts = [{ id: 'acc-1', createdAt: '2026-01-05T09:00:00.000Z' }];
    const invitation = [
      { id: 'inv-1', sentAt: '2026-11-20T09:00:00.000Z', expiresAt: '2026-11-27T09:00:00.000Z' },
    ];
    expect(
      moveWithCalendar(accounts, { shift: seededOn, touched: [] }, seededOn + 30, true),
    ).toEqual({
      moved: [],
      meta: { shift: seededOn, touched: [] },
      changed: false,
    });
    expect(
      moveWithCalendar(invitation, { shift: seededOn, touched: [] }, seededOn + 30, true).moved,
    ).toEqual([]);
    // A legacy META is still rewritten in the new shape, without moving anything.
    expect(moveWithCalendar(accounts, true, seededOn + 30, true)).toEqual({
      moved: [],
      meta: { shift: seededOn + 30, touched: [] },
      changed: true,
    });
  });

  it('brings both parts of a joined record to today’s layout, even when one part was seeded later', () => {
    // The core seeded on day 10, the details (read only by the record's own screens) first on day 12;
    // a visitor's write touches both parts (joinedCollection), so both keep their dates.
    const core = [
      { id: 'o-1', createdAt: '2026-11-26T08:30:00.000Z' },
      { id: 'o-9', createdAt: '2026-12-02T10:00:00.000Z' },
    ];
    const details = [
      { id: 'o-1', paidAt: '2026-11-28T08:30:00.000Z' },
      { id: 'o-9', paidAt: '2026-12-02T10:05:00.000Z' },
    ];
    const today = seededOn + 6;
    const a = moveWithCalendar(core, { shift: seededOn, touched: ['o-9'] }, today);
    const b = moveWithCalendar(details, { shift: seededOn + 2, touched: ['o-9'] }, today);
    expect(a.moved).toEqual([{ id: 'o-1', createdAt: '2026-12-02T08:30:00.000Z' }]);
    // Laid out for day 12, the details are 2 days ahead of the core's layout: both end on today's.
    expect(b.moved).toEqual([{ id: 'o-1', paidAt: '2026-12-02T08:30:00.000Z' }]);
    expect(a.meta.shift).toBe(b.meta.shift);
  });
});
