// Sizes and dates as the file manager shows them (built on src/lib/format).
import { formatBytes as formatSize, formatDate as formatDay } from '@/lib/format';

/** Counted in 1024s; bare bytes narrow ("62B"), since 'short' writes "62 byte" in English. */
export function formatBytes(bytes: number, language: string): string {
  return formatSize(bytes, language, { bytesDisplay: 'narrow' });
}

export function formatDate(iso: string, language: string): string {
  return formatDay(iso, language);
}
