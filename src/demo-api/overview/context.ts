// What every overview widget gets, and the figures it builds: src/lib/overview-pages/widget.ts,
// shared with the server.
export * from '@/lib/overview-pages/widget';
