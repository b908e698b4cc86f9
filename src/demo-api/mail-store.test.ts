// A message stored in two parts (src/demo-api/mail-store.ts): the headers the counts and overviews
// read, the body (text, HTML, files) apart; reads join them, writes split them, and a message
// stored whole before the split keeps its own body. And each message is in one account's mailbox:
// the seed's in the demo account's, a sent one in its sender's and each addressed account's.
import { describe, expect, it } from 'vitest';
import { receivedCopy } from '@/lib/api-contract/mail-rules';
import { accounts } from './accounts';
import { deliver, mail, mailbox, mailHeaders, ownMail, present, upgradeStoredMail, workspaceEnquiries } from './mail-store';
import { SEED_ACCOUNT_ID } from '@/lib/seed/base';

const WITH_HTML = 'e99f09a7-dd88-49d5-b1c8-1daf80c2d724';

describe('the mail collection in two parts', () => {
  it('keeps the body out of the headers, and joins it back on every read', async () => {
    const header = await mailHeaders.get(WITH_HTML);
    expect(header).toMatchObject({ id: WITH_HTML, subject: 'Welcome to the Corvane client portal', clean: true });
    expect(header).not.toHaveProperty('message');
    expect(header).not.toHaveProperty('html');
    const whole = await mail.get(WITH_HTML);
    expect(whole?.message).toMatch(/\w/);
    expect(whole?.html).toContain('<p>');
    expect((await mail.all()).every((m) => typeof m.message === 'string' && m.message.length > 0)).toBe(true);
  });

  it('stores a new message, its files with the body, and a delete removes both parts', async () => {
    const [first] = await mail.all();
    const record = { ...first!, id: 'split-check', message: 'Figures attached', html: undefined, files: ['data:text/plain,hi'] };
    const stored = await mail.put(record);
    expect(stored.clean).toBe(true);
    expect(await mailHeaders.get('split-check')).not.toHaveProperty('files');
    expect(await mail.get('split-check')).toMatchObject({ message: 'Figures attached', files: ['data:text/plain,hi'] });
    expect(await mail.find((m) => m.message === 'Figures attached')).toMatchObject({ id: 'split-check' });

    await mail.put({ ...(await mail.get('split-check'))!, isStarred: true });
    expect(await mail.get('split-check')).toMatchObject({ isStarred: true, message: 'Figures attached', files: ['data:text/plain,hi'] });

    expect(await mail.delete('split-check')).toBe(true);
    expect(await mail.get('split-check')).toBeUndefined();
    expect((await mail.all()).map((m) => m.id)).not.toContain('split-check');
  });

  it('reads a message stored whole before the split with its own body, not the seed’s', async () => {
    const seeded = (await mail.get(WITH_HTML))!;
    // As an earlier release stored it: one record, body included, in the mail collection, here without HTML.
    const { html: _html, ...older } = { ...seeded, message: 'Stored before the split' };
    await mailHeaders.put(older);
    const read = await mail.get(WITH_HTML);
    expect(read?.message).toBe('Stored before the split');
    expect(read).not.toHaveProperty('html');
  });
});

describe('mailboxes', () => {
  const colleague = { id: 'acc-colleague', email: 'lina.colleague@example.com' };
  const addColleague = () =>
    accounts.put({
      ...colleague,
      firstName: 'Lina',
      lastName: 'Colleague',
      displayName: 'Lina Colleague',
      role: 'user',
      createdAt: '2026-11-01T09:00:00.000Z',
      passwordHash: '',
      salt: '',
    });

  it('keeps the seed’s messages in the demo account’s mailbox, and gives it one stored when the mailbox was shared', async () => {
    expect((await mailHeaders.all()).every((m) => m.accountId === SEED_ACCOUNT_ID)).toBe(true);
    const { accountId: _owner, ...shared } = (await mailHeaders.get(WITH_HTML))!;
    expect(await upgradeStoredMail(shared as typeof shared & { accountId: string })).toMatchObject({ id: WITH_HTML, accountId: SEED_ACCOUNT_ID });
    expect(present((await mail.get(WITH_HTML))!)).not.toHaveProperty('accountId');
  });

  it('finds a message in its own mailbox only', async () => {
    const demo = { id: SEED_ACCOUNT_ID };
    expect(await ownMail(demo, WITH_HTML)).toMatchObject({ id: WITH_HTML });
    expect(await ownMail(colleague, WITH_HTML)).toBeUndefined();
    expect(await mailbox(colleague)).toEqual([]);
    expect((await mailbox(demo)).length).toBe((await mail.all()).length);
  });

  it('delivers a sent message to its sender and to each workspace account addressed (any case, to or cc), a draft to nobody else', async () => {
    await addColleague();
    const [first] = await mail.all();
    const base = { ...first!, html: undefined, files: ['data:text/plain,hi'], labelIds: [], isStarred: true, to: [{ name: 'Lina', email: 'LINA.Colleague@example.com' }], cc: [] };
    const drafted = await deliver({ id: SEED_ACCOUNT_ID }, { ...base, id: 'deliver-draft', folder: 'drafts' });
    expect(drafted.mailboxes).toEqual([SEED_ACCOUNT_ID]);
    expect(await mailbox(colleague)).toEqual([]);

    const sent = await deliver({ id: SEED_ACCOUNT_ID }, { ...base, id: 'deliver-sent', folder: 'sent', cc: [{ name: 'Lina', email: colleague.email }] });
    expect(sent.mailboxes).toEqual([SEED_ACCOUNT_ID, colleague.id]);
    expect(sent.stored).toMatchObject({ id: 'deliver-sent', accountId: SEED_ACCOUNT_ID, folder: 'sent' });
    const [copy, ...more] = await mailbox(colleague);
    expect(more).toEqual([]);
    expect(copy!.id).not.toBe('deliver-sent');
    expect(present(copy!)).toEqual(receivedCopy(present(sent.stored), copy!.id));
    expect(copy!.files).toEqual(['data:text/plain,hi']);
    expect(await ownMail({ id: SEED_ACCOUNT_ID }, copy!.id)).toBeUndefined();
  });

  it('counts an enquiry once however many admins’ inboxes hold a copy', async () => {
    const before = (await workspaceEnquiries()).length;
    const [first] = await mail.all();
    const enquiry = { ...first!, labelIds: ['enquiries' as const], folder: 'inbox' as const, createdAt: '2026-11-20T10:00:00.000Z', from: { name: 'Guest', email: 'guest@example.com' } };
    await mail.put({ ...enquiry, id: 'enq-copy-1', accountId: SEED_ACCOUNT_ID });
    await mail.put({ ...enquiry, id: 'enq-copy-2', accountId: colleague.id });
    expect((await workspaceEnquiries()).length).toBe(before + 1);
  });
});
