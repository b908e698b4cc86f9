// Analytics overview on the demo's records: the computation is src/lib/overview-pages/analytics.ts,
// shared with the server.
import { analytics as widgets, ENQUIRY_LABEL } from '@/lib/overview-pages/analytics';
import { withSource } from '@/lib/overview-pages/widget';
import { currentInvoices } from '../invoice-store';
import { posts } from '../handlers/post';
import { mailHeaders } from '../mail-store';

export const analytics = withSource(widgets, {
  enquiries: async () => (await mailHeaders.all()).filter((m) => m.labelIds.includes(ENQUIRY_LABEL)),
  invoices: (now) => currentInvoices(now),
  posts: () => posts.all(),
});
