// The kanban board's parts as a user finds them (docs/kanban-and-calendar.md): a column is a region
// named "Column <name>", a task a button named by its title; a keyboard move is announced in the
// drag-and-drop live region.
import { expect, type Page } from '@playwright/test';

export const column = (page: Page, name: string) => page.getByRole('region', { name: `Column ${name}` });
export const card = (page: Page, columnName: string, task: string) => column(page, columnName).getByRole('button', { name: task });
export const dndAnnouncements = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * dnd-kit's keyboard sensor announces the lift at once but listens for the arrows only from a
 * `setTimeout(0)` after it (@dnd-kit/core 6.3, `KeyboardSensor.attach`); an arrow pressed between the
 * two reaches the task and moves nothing. A timer set now runs after that one.
 */
export const sensorListens = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Moves `task` one column to the right with the keyboard (space, arrow right, space), each key
 * after the announcement of the one before as a screen-reader user does; resolves once the move
 * is stored.
 */
export async function moveRightByKeyboard(page: Page, task: string, from: string, to: string, timeout = 60_000) {
  const live = dndAnnouncements(page);
  await card(page, from, task).focus();
  await expect(card(page, from, task)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(live).toContainText(new RegExp(`(Picked up task|Task) ${task}\\.? (It is|is now) in column ${from}`), { timeout });
  await sensorListens(page);
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText(`Task ${task} is now in column ${to}`, { timeout });
  const stored = page.waitForResponse((r) => r.url().includes('/api/kanban/move-task') && r.ok(), { timeout });
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Task ${task} was dropped in column ${to}`, { timeout });
  return stored;
}
