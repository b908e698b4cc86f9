// Types of servers.mjs for the TypeScript files that read it (playwright.providers.config.ts).
export interface LocalServer {
  name: string;
  command: [string, string[]];
  readyUrl: string;
  env: Record<string, string>;
  appPort: number;
}
export const FIREBASE_PROJECT: string;
export const FIREBASE_EMULATOR: string;
export const servers: Record<'firebase', LocalServer>;
export function startServer(
  id: string,
  options?: { timeoutMs?: number; log?: boolean },
): Promise<{ server: LocalServer; stop: () => void }>;
