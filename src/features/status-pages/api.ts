// The coming-soon page's "notify me" sign-up: POST /api/newsletter.
import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput, NewsletterResponse } from '@/lib/api-contract/newsletter';
import { newsletterPaths } from '@/lib/api-contract/newsletter';
import { http } from '@/lib/http/client';

export function subscribeToLaunch(input: NewsletterInput) {
  return http.post<NewsletterResponse>(newsletterPaths.subscribe, input);
}

export function useSubscribeToLaunch() {
  return useMutation({ mutationFn: subscribeToLaunch });
}
