// Seed tours: 24 executive study tours to data-driven operations in Europe, the Gulf and Asia.
import type { Tour } from '@/lib/api-contract/tour';
import { tourServices } from '@/lib/api-contract/tour';
import { slugify } from '@/lib/seed/post';
import { demoImage } from './demo-images';
import { companyName, personEmail, seedList, seededFaker, SEED_NOW } from './faker';

const DESTINATIONS: [city: string, country: string, theme: string][] = [
  ['Rotterdam', 'NL', 'Smart ports and logistics'],
  ['Dubai', 'AE', 'Data-driven public services'],
  ['Copenhagen', 'DK', 'Energy grids and renewables'],
  ['Singapore', 'SG', 'Supply chain control towers'],
  ['Paris', 'FR', 'Retail analytics in practice'],
  ['London', 'GB', 'Open banking and finance data'],
  ['Tokyo', 'JP', 'Automation and quality data'],
  ['Munich', 'DE', 'Industrial IoT and maintenance'],
  ['Tallinn', 'EE', 'Digital government'],
  ['Barcelona', 'ES', 'Mobility data for cities'],
  ['Stockholm', 'SE', 'Sustainability reporting'],
  ['Toronto', 'CA', 'Applied AI in healthcare operations'],
];

// The firm's six tour guides: one name per email, so the guide filter means one person.
const GUIDES = ['Amelia Hart', 'Karim Haddad', 'Sophie Marchand', 'Daniel Okafor', 'Leila Nasser', 'Tomás Rivera'].map(
  (name) => [name, personEmail(name, 'corvane.example')] as const,
);

export function seedTours(): Tour[] {
  const faker = seededFaker(8001);
  return seedList(24, (id, i) => {
    const [city, country, theme] = DESTINATIONS[i % DESTINATIONS.length]!;
    const start = new Date(SEED_NOW.getTime() + (i - 6) * 12 * 86_400_000);
    const days = faker.number.int({ min: 2, max: 5 });
    const end = new Date(start.getTime() + (days - 1) * 86_400_000);
    const price = faker.number.int({ min: 24, max: 68 }) * 100;
    const capacity = faker.helpers.arrayElement([12, 16, 20, 24]);
    const created = new Date(start.getTime() - 120 * 86_400_000).toISOString();
    // Drawn in the order the record used to draw them, so every seeded value stays as it was.
    const host = companyName(faker);
    const services = faker.helpers.arrayElements([...tourServices], { min: 3, max: 6 });
    const booked = faker.number.int({ min: 0, max: capacity });
    faker.person.fullName(); // once the guide's name; guides are now the fixed GUIDES
    return {
      id,
      name: `${theme}: ${city}${i >= DESTINATIONS.length ? ' (second cohort)' : ''}`,
      // HTML as the rich-text editor stores it (docs/product-rules.md#rich-text).
      content: `<p>A ${days}-day programme for heads of data and operations leaders. Each day pairs a site visit with a workshop where you apply what you saw to your own organisation.</p><h2>Programme</h2><ul><li><p>Day 1: welcome, context and the first site visit.</p></li><li><p>Middle days: site visits in the morning, workshops in the afternoon.</p></li><li><p>Last day: your own action plan, reviewed with a Corvane consultant.</p></li></ul>`,
      highlights: [`Behind the scenes at ${host}`, 'Peer group of at most ' + capacity, 'Action plan reviewed by a consultant'],
      city,
      country,
      services,
      tags: theme.toLowerCase().split(/[ ,]+/).filter((w) => w.length > 3).slice(0, 3),
      price,
      priceSale: i % 4 === 1 ? price - 400 : null,
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
      capacity,
      booked,
      guides: [{ name: GUIDES[i % 6]![0], role: 'Principal consultant', email: GUIDES[i % 6]![1] }],
      // A picture of its city, one per run (docs/look-and-feel.md#demo-images).
      images: [demoImage('tour', i % DESTINATIONS.length, `${slugify(city)}-${i >= DESTINATIONS.length ? 2 : 1}`)],
      status: i % 7 === 6 ? 'draft' : 'published',
      rating: faker.number.float({ min: 4, max: 5, fractionDigits: 1 }),
      createdAt: created,
      updatedAt: created,
    };
  });
}
