// A message stored in two parts (src/demo-api/mail-store.ts): the headers the counts and overviews
// read, the body (text, HTML, files) apart; reads join them, writes split them, and a message
// stored whole before the split keeps its own body.
import { describe, expect, it } from 'vitest';
import { mail, mailHeaders } from './mail-store';

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
