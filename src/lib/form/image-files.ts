// Checks and reads images picked for an image field: type and size limits, and the file as a data
// URL the demo API can store (docs/product-rules.md#images).

export const DEFAULT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DEFAULT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageRejection =
  | { name: string; reason: 'type' }
  | { name: string; reason: 'size'; maxBytes: number }
  | { name: string; reason: 'count'; max: number };

export interface ImageLimits {
  types: readonly string[];
  maxBytes: number;
  /** How many images the field may hold in all. */
  max: number;
}

/** Splits picked files into those the field takes (in order, up to its room) and those it refuses. */
export function screenImages(files: readonly File[], room: number, limits: ImageLimits) {
  const accepted: File[] = [];
  const rejected: ImageRejection[] = [];
  for (const file of files) {
    if (!limits.types.includes(file.type)) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size > limits.maxBytes)
      rejected.push({ name: file.name, reason: 'size', maxBytes: limits.maxBytes });
    else if (accepted.length >= room)
      rejected.push({ name: file.name, reason: 'count', max: limits.max });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
