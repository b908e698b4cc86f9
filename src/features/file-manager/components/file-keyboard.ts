// Arrow keys across the items of the grid or list (each item's name button carries
// data-file-item): in a grid, left and right follow the reading direction and up and down move a
// row; Home and End jump to the ends.
import type { KeyboardEvent } from 'react';

function columnsOf(buttons: HTMLElement[]): number {
  const top = buttons[0]?.getBoundingClientRect().top ?? 0;
  const sameRow = buttons.filter((b) => Math.abs(b.getBoundingClientRect().top - top) < 4).length;
  return Math.max(1, sameRow);
}

/** The index to move to for `event`, or null when the key is not a move. */
export function nextIndex(event: KeyboardEvent<HTMLElement>, buttons: HTMLElement[], current: number, grid: boolean) {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = grid ? columnsOf(buttons) : 1;
  const last = buttons.length - 1;
  switch (event.key) {
    case 'ArrowDown':
      return Math.min(last, current + step);
    case 'ArrowUp':
      return Math.max(0, current - step);
    case 'ArrowRight':
      return grid ? Math.min(last, Math.max(0, current + (rtl ? -1 : 1))) : null;
    case 'ArrowLeft':
      return grid ? Math.min(last, Math.max(0, current + (rtl ? 1 : -1))) : null;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
