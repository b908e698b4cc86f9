// Types of build-server.mjs for the server's load bench (scripts/bench-server.ts).

export const packageOf: (path: string) => string;
export function buildServer(cwd?: string): Promise<{ inputs: number; packages: string[]; out: string }>;
