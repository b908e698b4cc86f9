// Reading time from the words a reader will see (the sanitised text), 200 words a minute, at least
// one minute: the same rule as the demo API's `readingMinutes` (docs/api/crud-groups.md#post).
import { richTextToPlain } from '@/lib/rich-text/sanitize-rich-text';

export function readingMinutesOf(html: string): number {
  const words = richTextToPlain(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
