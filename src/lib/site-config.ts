// The firm's facts (docs/product-rules.md#brand), in one place for the site, the shop and the dashboard.
export const siteConfig = {
  name: 'Corvane',
  legalName: 'Corvane Data & Consulting',
  founded: 2014,
  people: 140,
  engagements: 320,
  countries: 18,
  dataProducts: 9,
  weeksToFirstInsight: 6,
  emails: {
    hello: 'hello@corvane.example',
    press: 'press@corvane.example',
    careers: 'careers@corvane.example',
  },
  offices: [
    { id: 'london', city: 'London', phone: '+44 20 7946 0100', head: true },
    { id: 'paris', city: 'Paris', phone: '+33 1 99 00 01 00', head: false },
    { id: 'dubai', city: 'Dubai', phone: '+971 4 555 0100', head: false },
  ],
  /** The /coming-soon page counts down to this launch (the client portal), in UTC. */
  launch: { date: '2027-03-01T09:00:00Z' },
  /** The /maintenance page's planned window, in UTC; past an end it says "shortly". */
  maintenance: { startsAt: '2026-11-22T02:00:00Z', endsAt: '2026-11-22T06:00:00Z' },
} as const;

export type Office = (typeof siteConfig.offices)[number];
