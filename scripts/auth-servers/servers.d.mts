// Types of servers.mjs for the TypeScript files that read it (playwright.providers.config.ts).
export interface LocalServer {
  name: string;
  command: [string, string[]];
  readyUrl: string;
  env: Record<string, string>;
  appPort: number;
  cwd?: string;
  serverEnv?: Record<string, string>;
  prepare?: () => void;
}
export const FIREBASE_PROJECT: string;
export const FIREBASE_EMULATOR: string;
export const COGNITO_ENDPOINT: string;
export const COGNITO_DIR: string;
export const COGNITO_POOL_FILE: string;
export const AUTH0_MOCK_URL: string;
export const authServerPackages: string[];
export const servers: Record<'firebase' | 'amplify' | 'auth0', LocalServer>;
export function startServer(
  id: string,
  options?: { timeoutMs?: number; log?: boolean },
): Promise<{ server: LocalServer; stop: () => void }>;
