// The kanban board's parts as a user finds them (docs/kanban-and-calendar.md): a column is a region
// named "Column <name>", a task a button named by its title; a keyboard move is announced in the
// drag-and-drop live region.
import { expect, type Page } from '@playwright/test';

export const column = (page: Page, name: string) => page.getByRole('region', { name: `Column ${name}` });
export const card = (page: Page, columnName: string, task: string) => column(page, columnName).getByRole('button', { name: task });
export const dndAnnouncements = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Moves `task` one column to the right with the keyboard (space, arrow right, space), each key
 * after the announcement of the one before as a screen-reader user does; resolves once the move
 * is stored.
 */
export async function moveRightByKeyboard(page: Page, task: string, from: string, to: string, timeout = 60_000) {
  const live = dndAnnouncements(page);
  await card(page, from, task).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(new RegExp(`(Picked up task|Task) ${task}\\.? (It is|is now) in column ${from}`), { timeout });
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText(`Task ${task} is now in column ${to}`, { timeout });
  const stored = page.waitForResponse((r) => r.url().includes('/api/kanban/move-task') && r.ok(), { timeout });
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Task ${task} was dropped in column ${to}`, { timeout });
  return stored;
}
