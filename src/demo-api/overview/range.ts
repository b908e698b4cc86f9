// The overview's windows and buckets live in src/lib/overview-range.ts, shared with the server.
export * from '@/lib/overview-range';
