// Seed chat: 12 contacts (colleagues and client leads) and 8 conversations with the signed-in
// account, whose messages are stored with the sender id `me`.
import type { ChatParticipant, ChatPresence } from '@/lib/api-contract/chat';
import { ME, type StoredConversation } from '@/lib/seed/chat';
import { isoDaysAgo, sampleId, seededFaker, SEED_NOW } from './faker';

const ROLES = [
  'Head of Data, Northwind Retail',
  'CFO, Harbour Logistics',
  'Data engineer, Corvane',
  'Lead data scientist, Corvane',
  'COO, Meridian Energy',
  'Analytics manager, City of Lyon',
  'Engagement manager, Corvane',
  'Procurement lead, Atlas Bank',
  'Product manager, Corvane',
  'BI developer, Corvane',
  'Chief Digital Officer, Gulf Health',
  'Data governance lead, Corvane',
];

const THREADS: string[][] = [
  ['Morning! Are we still on for the forecast review at 2?', 'Yes, I will share the backtest results first.', 'Perfect. Can you include the promotion weeks separately?', 'Already split out, see slide 4.'],
  ['The board liked the cash-flow dashboard.', 'Great news. Any changes requested?', 'Only a weekly view next to the monthly one.', 'We can have that by Thursday.'],
  ['Pipeline for the supplier feed is green again.', 'Thanks! What was the cause?', 'A renamed column upstream. The contract test caught it.'],
  ['Can you send me the Footfall Atlas sample for Lyon?', 'Sending it now, it covers the last 90 days.'],
  ['Quick one: is the governance charter final?', 'Legal has one comment left, expect it tomorrow.', 'OK, I will hold the council invite until then.'],
  ['Do you have ten minutes for the pricing proposal?', 'Sure, call me after lunch.'],
];

export function seedChat(): { contacts: ChatParticipant[]; conversations: StoredConversation[] } {
  const faker = seededFaker(1101);
  const presences: ChatPresence[] = ['online', 'away', 'busy', 'offline'];
  const contacts = ROLES.map((role, i) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const domain = role.includes('Corvane') ? 'corvane.example' : 'client.example';
    return {
      id: sampleId(i),
      name: `${firstName} ${lastName}`,
      email: faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase(),
      role,
      presence: presences[i % presences.length]!,
      lastActivity: isoDaysAgo(faker, 2),
    };
  });

  const conversations: StoredConversation[] = THREADS.map((lines, c) => {
    const other = contacts[c * 2]!;
    let at = SEED_NOW.getTime() - (c + 1) * 5 * 3_600_000;
    const messages = lines.map((body, m) => {
      at += faker.number.int({ min: 2, max: 40 }) * 60_000;
      return { id: `${sampleId(20 + c)}-${m + 1}`, senderId: m % 2 === 0 ? other.id : ME, body, createdAt: new Date(at).toISOString() };
    });
    // The first two threads wait for a reply: they end with the other person's message, which is
    // unread (a thread whose last word is the user's has nothing unread: they read it to reply).
    const unread = c < 2;
    const shown = unread && messages.at(-1)?.senderId === ME ? messages.slice(0, -1) : messages;
    return {
      id: sampleId(20 + c),
      type: 'one-to-one',
      name: null,
      participantIds: [other.id],
      messages: shown,
      readUpTo: unread ? shown.length - 1 : shown.length,
    };
  });
  const groups: [string, number[], string[]][] = [
    ['Lakehouse migration', [2, 3, 9], ['Cut-over plan is in the shared folder.', 'Reviewed, two comments on the rollback step.', 'Thanks, updated.', 'Looks good to me, let us go on Saturday.']],
    ['Data products weekly', [8, 11, 3], ['Grid Watch usage is up 18% this month.', 'Any churn in Market Pulse?', 'Two downgrades, both to Starter.']],
  ];
  groups.forEach(([name, members, lines], g) => {
    let at = SEED_NOW.getTime() - (g + 2) * 26 * 3_600_000;
    const ids = members.map((m) => contacts[m]!.id);
    conversations.push({
      id: sampleId(30 + g),
      type: 'group',
      name,
      participantIds: ids,
      messages: lines.map((body, m) => {
        at += 17 * 60_000;
        return { id: `${sampleId(30 + g)}-${m + 1}`, senderId: ids[m % ids.length]!, body, createdAt: new Date(at).toISOString() };
      }),
      readUpTo: lines.length,
    });
  });
  return { contacts, conversations };
}
