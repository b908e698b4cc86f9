// How long each kind of server data counts as fresh in the query cache (docs/performance.md#cached-navigation).
// Fresh data is shown from the cache without a request; stale data is shown from the cache too,
// in the same frame, while it refreshes in the background. Every kind is kept for gcTime (5 min,
// src/lib/query-client.ts) after its last screen closes, so going back never shows a skeleton.
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const staleTimes = {
  /**
   * Lists and records of the CRUD groups (users, orders, invoices, posts, products, jobs, tours):
   * the app's own writes update or invalidate them at once, so only other people's edits can
   * make them old; a minute keeps Back and Forth free of requests.
   */
  records: MINUTE,
  /** Overview figures and charts: aggregates over a date range that move slowly. */
  overview: 5 * MINUTE,
  /** The signed-in account's profile and settings: only this person changes them, through this app. */
  account: 10 * MINUTE,
  /** Header badges (notifications, unread mail): short, so a new message shows on the next screen. */
  badges: 15 * SECOND,
} as const;
