// Types of server-launch.mjs for its tests (server/launcher.test.ts).

export type BuildState = { state: 'missing' | 'stale' | 'fresh'; why?: string };

export interface BuildStep extends BuildState {
  name: string;
  label: string;
  command: string;
  /** A path (relative to the folder) that exists when the build's tools are installed. */
  tool: string;
  run: [command: string, args: string[], env: NodeJS.ProcessEnv];
  before: () => void;
  after: () => void;
}

export const serverBundle: { dir: string; entry: string; stamp: string };
export const appBuild: { dir: string; index: string; stamp: string };
export const buildLogDir: string;

export function filesUnder(cwd: string, folder: string): string[];
export function hashFiles(cwd: string, files: string[]): Record<string, string>;
export function changedFiles(recorded: Record<string, string>, now: Record<string, string>): string[];
export function appSourceFiles(cwd: string): string[];
export function appState(cwd: string, env: NodeJS.ProcessEnv): BuildState & { files?: Record<string, string> };
export function writeAppStamp(cwd: string, env: NodeJS.ProcessEnv, files: Record<string, string>): void;
export function serverState(cwd: string): BuildState;
export function writeServerStamp(cwd: string, bundled: string[]): void;
export function plan(cwd: string, env?: NodeJS.ProcessEnv): { apiUrl: string; steps: BuildStep[] };
export function describeSteps(steps: BuildStep[]): string;
export function runStep(step: BuildStep, cwd: string, logFile?: string): Promise<number>;
export function tailOf(file: string, count?: number): string;
export function ensureBuilt(options: {
  cwd: string;
  steps: BuildStep[];
  say: (line: string) => void;
  show?: (text: string) => void;
  mode?: 'build' | 'no-build';
  quiet?: boolean;
  run?: (step: BuildStep, cwd: string, logFile?: string) => Promise<number>;
}): Promise<{ ok: true; built: string[] } | { ok: false; line: string }>;
