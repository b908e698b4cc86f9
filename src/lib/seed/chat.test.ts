// @vitest-environment node
// The seeded chat reads like a real inbox: a thread with unread messages waits for the user's reply,
// never ends with it (the user read the thread to reply).
import { describe, expect, it } from 'vitest';
import { ME, seedChat } from './chat';

describe('seeded chat', () => {
  it('has unread threads, each ending with the other person’s message', async () => {
    const { conversations } = await seedChat();
    const unread = conversations.filter((c) => c.messages.slice(c.readUpTo).some((m) => m.senderId !== ME));
    expect(unread.length).toBeGreaterThan(0);
    for (const c of unread) expect(c.messages.at(-1)?.senderId).not.toBe(ME);
  });
});
