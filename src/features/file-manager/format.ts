// Sizes and dates as the file manager shows them (built on src/lib/format).
import { formatDate as formatDay, formatFileSize } from '@/lib/format';

/** The app's one file-size format (src/lib/format.ts), as the file overview writes it too. */
export function formatBytes(bytes: number, language: string): string {
  return formatFileSize(bytes, language);
}

export function formatDate(iso: string, language: string): string {
  return formatDay(iso, language);
}
