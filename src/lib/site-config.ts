// The firm's facts (../shared/spec/brand.md), in one place for the site, the shop and the dashboard.
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
} as const;

export type Office = (typeof siteConfig.offices)[number];
