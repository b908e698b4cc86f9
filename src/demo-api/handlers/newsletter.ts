// POST /api/newsletter: the coming-soon page's "notify me" form. Open to guests; an address is
// stored once (case-insensitive), and signing up again answers 200 with the same subscription.
import { HttpResponse, http } from 'msw';
import type { NewsletterResponse, NewsletterSubscription } from '@/lib/api-contract/newsletter';
import { newsletterSchema } from '@/lib/api-contract/newsletter-input';
import { randomHex } from '../crypto';
import { defineCollection } from '../db';
import { API, latency } from '../respond';
import { validateBody } from '../validate';

const subscriptions = defineCollection<NewsletterSubscription>('newsletter', () => []);

export const handlers = [
  http.post(`${API}/newsletter`, async ({ request }) => {
    await latency();
    const parsed = await validateBody(request, newsletterSchema);
    if (!parsed.ok) return parsed.response;
    const email = parsed.data.email.toLowerCase();
    const existing = await subscriptions.find((s) => s.email === email);
    if (existing) {
      return HttpResponse.json({ subscription: existing, alreadySubscribed: true } satisfies NewsletterResponse, {
        status: 200,
      });
    }
    const subscription: NewsletterSubscription = {
      id: `sub-${randomHex(8)}`,
      email,
      topic: parsed.data.topic ?? 'launch',
      language: parsed.data.language ?? 'en',
      subscribedAt: new Date().toISOString(),
    };
    await subscriptions.put(subscription);
    return HttpResponse.json({ subscription, alreadySubscribed: false } satisfies NewsletterResponse, { status: 201 });
  }),
];
