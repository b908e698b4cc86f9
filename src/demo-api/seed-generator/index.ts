// The whole demo seed as faker draws it, keyed by the JSON file each part is written to
// (scripts/gen-seed.mjs writes src/lib/seed/data/<key>.json; seed-data.test.ts checks they match).
import { seedCalendar } from './calendar';
import { seedChat } from './chat';
import { seedFiles } from './file';
import { seedInvoices } from './invoice';
import { seedJobs } from './job';
import { seedJobCandidates } from './job-candidate';
import { seedKanban } from './kanban';
import { seedMail } from './mail';
import { seedOrders } from './order';
import { seedPosts } from './post';
import { seedProducts } from './product';
import { seedProductReviews } from './product-reviews';
import { splitInvoice } from '@/lib/seed/invoice';
import { splitMail } from '@/lib/seed/mail';
import { splitOrder } from '@/lib/seed/order';
import { splitListItem, splitProduct } from '@/lib/seed/product';
import { seedTours } from './tour';
import { seedTourBookings } from './tour-booking';
import { seedGallery, seedUserPool, seedUsers } from './user';

export function generateSeedData(): Record<string, unknown> {
  // A product's tagline and its long copy are files of their own (src/lib/seed/product.ts says why).
  const products = seedProducts().map((product) => {
    const [item, copy] = splitProduct(product);
    return [...splitListItem(item), copy] as const;
  });
  // So are a message's text and HTML (src/lib/seed/mail.ts).
  const mail = seedMail().map(splitMail);
  // And what the overviews do not read of an order or an invoice (src/lib/seed/order.ts, invoice.ts).
  const orders = seedOrders().map(splitOrder);
  const invoices = seedInvoices().map(splitInvoice);
  return {
    calendar: seedCalendar(),
    chat: seedChat(),
    file: seedFiles(),
    gallery: seedGallery(),
    invoice: invoices.map(([core]) => core),
    'invoice-detail': invoices.map(([, detail]) => detail),
    job: seedJobs(),
    'job-candidate': seedJobCandidates(),
    kanban: seedKanban(),
    mail: mail.map(([header]) => header),
    'mail-body': mail.map(([, body]) => body),
    order: orders.map(([core]) => core),
    'order-detail': orders.map(([, detail]) => detail),
    post: seedPosts(),
    product: products.map(([core]) => core),
    'product-tagline': products.map(([, tagline]) => tagline),
    'product-copy': products.map(([, , copy]) => copy),
    'product-reviews': seedProductReviews(),
    tour: seedTours(),
    'tour-booking': seedTourBookings(),
    users: seedUsers(),
    'user-pool': seedUserPool(),
  };
}
