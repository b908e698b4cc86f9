// Analytics overview on the demo's records: the computation is src/lib/overview-pages/analytics.ts,
// shared with the server.
import { analytics as widgets } from '@/lib/overview-pages/analytics';
import { withSource } from '@/lib/overview-pages/widget';
import { currentInvoices } from '../invoice-store';
import { posts } from '../handlers/post';
import { workspaceEnquiries } from '../mail-store';

export const analytics = withSource(widgets, {
  enquiries: workspaceEnquiries,
  invoices: (now) => currentInvoices(now),
  posts: () => posts.all(),
});
