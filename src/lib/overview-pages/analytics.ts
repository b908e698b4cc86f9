// Analytics overview: the website's visit log (traffic.ts), the Contact Us enquiries (mail labelled
// "enquiries"), the engagements among them (an enquiry whose sender was later sent an invoice,
// drafts excluded: docs/api/overview.md), and the posts. One computation for the demo API and the
// server, each handing in its own records (AnalyticsSource).
import type { Invoice } from '@/lib/api-contract/invoice';
import type { Mail } from '@/lib/api-contract/mail';
import type {
  FiguresResponse,
  FunnelResponse,
  SeriesResponse,
  ShareResponse,
  TopPagesResponse,
} from '@/lib/api-contract/overview-pages';
import type { Post } from '@/lib/api-contract/post';
import { sumByBucket } from '@/lib/overview-range';
import { sitePages, trafficBetween, trafficSources, visitorCountries } from './traffic';
import { at, figure, ratioFigure, type SourcedWidget, type WidgetContext } from './widget';

/** The mail label of the Contact Us enquiries. */
export const ENQUIRY_LABEL = 'enquiries';

export interface AnalyticsSource {
  /** The enquiries (mails labelled ENQUIRY_LABEL), once each however many inboxes hold a copy: when they came, and from whom. */
  enquiries(): Promise<{ createdAt: string; from: Pick<Mail['from'], 'email'> }[]>;
  /** Every invoice with its status derived at `now`: to whom, and when it was written. */
  invoices(now: number): Promise<(Pick<Invoice, 'status' | 'createdAt'> & { to: Pick<Invoice['to'], 'email'> })[]>;
  /** Every post, in the order stored (the order of posts with as many views). */
  posts(): Promise<Pick<Post, 'id' | 'title' | 'views' | 'status' | 'publishedAt'>[]>;
}

async function enquiries(source: AnalyticsSource) {
  return (await source.enquiries()).map((m) => ({ at: at(m.createdAt), value: 1 }));
}

/** The enquiries that became engagements, each dated by its enquiry: so for any range the
 *  engagements are a subset of the enquiries (the funnel never widens). */
async function engagements(source: AnalyticsSource, now: number) {
  const issued = (await source.invoices(now)).filter((i) => i.status !== 'draft');
  return (await source.enquiries())
    .filter((m) => {
      const email = m.from.email.toLowerCase();
      const asked = at(m.createdAt);
      return issued.some((i) => i.to.email.toLowerCase() === email && at(i.createdAt) >= asked);
    })
    .map((m) => ({ at: at(m.createdAt), value: 1 }));
}

function visits({ window: w, now }: WidgetContext, from = w.from) {
  return trafficBetween(from, w.to, now);
}

function share(
  ids: readonly string[],
  days: ReturnType<typeof visits>,
  pick: (d: (typeof days)[number]) => number[],
): ShareResponse {
  const items = ids.map((id, i) => ({
    id,
    label: id,
    value: days.reduce((s, d) => s + pick(d)[i]!, 0),
    count: 0,
  }));
  return {
    valueUnit: 'count',
    items: items.map((x) => ({ ...x, count: x.value })).sort((a, b) => b.value - a.value),
  };
}

export const analytics: Record<string, SourcedWidget<AnalyticsSource>> = {
  async figures(ctx, source): Promise<FiguresResponse> {
    const w = ctx.window;
    const log = visits(ctx, w.previousFrom).map((d) => ({ at: d.at, value: d.visits }));
    const enq = await enquiries(source);
    return {
      range: ctx.range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        figure('visits', 'count', log, w),
        figure('enquiries', 'count', enq, w),
        ratioFigure('enquiryRate', 'count', enq, log, w, 1000),
        figure('engagements', 'count', await engagements(source, ctx.now), w),
      ],
    };
  },
  async traffic(ctx): Promise<SeriesResponse> {
    const days = visits(ctx);
    const w = ctx.window;
    const series: Record<string, number[]> = {};
    trafficSources.forEach((s, i) => {
      series[s] = sumByBucket(
        w.buckets,
        days.map((d) => ({ at: d.at, value: d.sources[i]! })),
      );
    });
    return { unit: w.unit, keys: w.buckets.map((b) => b.key), series, valueUnit: 'count' };
  },
  async sources(ctx) {
    return share(trafficSources, visits(ctx), (d) => d.sources);
  },
  async countries(ctx) {
    return share(visitorCountries, visits(ctx), (d) => d.countries);
  },
  async pages(ctx, source): Promise<TopPagesResponse> {
    const s = share(sitePages, visits(ctx), (d) => d.pages);
    const top = (await source.posts())
      .filter((p) => p.status === 'published')
      .sort((a, b) => b.views - a.views)
      .slice(0, 5);
    return {
      pages: s.items.map((p) => ({ path: p.id, visits: p.value })),
      posts: top.map((p) => ({
        id: p.id,
        title: p.title,
        views: p.views,
        publishedAt: p.publishedAt,
      })),
    };
  },
  async funnel(ctx, source): Promise<FunnelResponse> {
    const total = visits(ctx).reduce((s, d) => s + d.visits, 0);
    const count = (items: { at: number }[]) =>
      items.filter((i) => i.at >= ctx.window.from && i.at < ctx.window.to).length;
    return {
      steps: [
        { id: 'visits', value: total },
        { id: 'enquiries', value: count(await enquiries(source)) },
        { id: 'engagements', value: count(await engagements(source, ctx.now)) },
      ],
    };
  },
};
