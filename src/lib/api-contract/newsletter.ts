// The "notify me" list of the coming-soon page: one email address per subscriber.
export interface NewsletterInput {
  email: string;
  /** What the subscriber wants to hear about; the coming-soon page sends 'launch'. */
  topic?: 'launch' | 'news';
  /** The reader's language (en, fr, ar) for the emails. */
  language?: string;
}

export interface NewsletterSubscription {
  id: string;
  email: string;
  topic: 'launch' | 'news';
  language: string;
  subscribedAt: string;
}

/** 201 when the address is new, 200 when it was already on the list (same body). */
export interface NewsletterResponse {
  subscription: NewsletterSubscription;
  alreadySubscribed: boolean;
}

export const newsletterPaths = { subscribe: '/api/newsletter' } as const;
