// Which 409 is an edit conflict (docs/api/crud-groups.md#edit-conflicts): the one holding the
// stored record, not a taken email or slug (field errors).
import { describe, expect, it } from 'vitest';
import { nextVersion, readExpectedVersion } from '@/lib/api-contract/edit-conflict';
import { HttpError } from '@/lib/http/http-error';
import { editConflictOf } from './edit-conflict';

describe('editConflictOf', () => {
  it('gives the stored record of a stale-update 409, and null for other errors', () => {
    const current = { id: 'u1', updatedAt: '2026-11-20T10:00:00.000Z' };
    expect(editConflictOf(new HttpError(409, { message: 'changed', current }))).toEqual(current);
    expect(editConflictOf(new HttpError(409, { message: 'taken', fieldErrors: { email: 'in use' } }))).toBeNull();
    expect(editConflictOf(new HttpError(400, { message: 'bad', current } as never))).toBeNull();
    expect(editConflictOf(new Error('offline'))).toBeNull();
  });
});

describe('readExpectedVersion', () => {
  it('reads the instant, absent as no check, anything else as invalid', () => {
    expect(readExpectedVersion({ expectedUpdatedAt: '2026-11-20T10:00:00.000Z' })).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(readExpectedVersion({ expectedUpdatedAt: '2026-11-20T11:00:00.000+01:00' })).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(readExpectedVersion({ name: 'x' })).toBeUndefined();
    expect(readExpectedVersion(null)).toBeUndefined();
    expect(readExpectedVersion({ expectedUpdatedAt: 'soon' })).toBeNull();
    expect(readExpectedVersion({ expectedUpdatedAt: 42 })).toBeNull();
  });
});

describe('nextVersion', () => {
  it('is now, or one millisecond after the previous version when that is not earlier', () => {
    const now = Date.parse('2026-11-20T10:00:00.000Z');
    expect(nextVersion('2026-11-01T00:00:00.000Z', now).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(nextVersion('2026-11-20T10:00:00.000Z', now).toISOString()).toBe('2026-11-20T10:00:00.001Z');
    expect(nextVersion(new Date(now + 5), now).getTime()).toBe(now + 6);
    expect(nextVersion(undefined, now).getTime()).toBe(now);
  });
});
