// Seed calendar: a consulting team's month of workshops, reviews, deadlines and training.
import type { CalendarEvent, EventColor } from '@/lib/api-contract/calendar';
import { sampleId, seededFaker, SEED_NOW } from './faker';

const EVENTS: [title: string, color: EventColor, allDay: boolean, durationHours: number][] = [
  ['Kick-off: Northwind retail', 'primary', false, 2],
  ['Forecast review', 'blue', false, 1],
  ['Board pack deadline', 'red', true, 24],
  ['Analytics academy – day 1', 'green', true, 24],
  ['Analytics academy – day 2', 'green', true, 24],
  ['Governance council', 'purple', false, 1.5],
  ['Client demo: sales dashboard', 'primary', false, 1],
  ['Sprint planning', 'blue', false, 1],
  ['Lakehouse cut-over', 'orange', true, 48],
  ['Quarterly business review', 'purple', false, 2],
  ['Data products weekly', 'blue', false, 0.5],
  ['Proposal due: Atlas Bank', 'red', true, 24],
  ['Paris office all-hands', 'green', false, 1],
  ['Security questionnaire', 'orange', false, 2],
  ['Workshop: demand drivers', 'primary', false, 3],
  ['Invoice run', 'orange', true, 24],
];

export function seedCalendar(): CalendarEvent[] {
  const faker = seededFaker(1301);
  return EVENTS.map(([title, color, allDay, hours], i) => {
    const day = new Date(SEED_NOW);
    day.setUTCDate(day.getUTCDate() + faker.number.int({ min: -14, max: 21 }));
    if (allDay) day.setUTCHours(0, 0, 0, 0);
    else day.setUTCHours(faker.number.int({ min: 8, max: 16 }), faker.helpers.arrayElement([0, 30]), 0, 0);
    const end = new Date(day.getTime() + hours * 3_600_000 - (allDay ? 1 : 0));
    return {
      id: sampleId(i),
      title,
      description: allDay ? 'All day.' : 'Agenda and documents in the engagement folder.',
      color,
      allDay,
      start: day.toISOString(),
      end: end.toISOString(),
      guests: i % 4 === 0 ? ['maya.chen@northwind.example', 'l.okafor@northwind.example'] : [],
      createdAt: SEED_NOW.toISOString(),
      updatedAt: SEED_NOW.toISOString(),
    };
  });
}
