// Shared end-to-end helpers.
import type { Page } from '@playwright/test';
import { demoId } from '../../../src/lib/api-contract/sample-ids';

export function samplePath(path: string): string {
  if (path.startsWith('/product/$id')) return path.replace('$id', 'market-pulse');
  if (path.startsWith('/dashboard/product/$id')) return path.replace('$id', 'market-pulse');
  return path.replace('$id', demoId);
}

/** Signs in with the demo account when a sign-in form is shown (dashboard routes). */
export async function signInIfAsked(page: Page) {
  const email = page.getByLabel(/email/i);
  if (await email.isVisible().catch(() => false)) {
    await email.fill('demo@corvane.example');
    await page.getByLabel(/^password/i).fill('Corvane-demo-2026');
    await page.getByRole('button', { name: /sign in/i }).click();
  }
}
