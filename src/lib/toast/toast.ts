// The small API features call for feedback: toast.success('Saved'), toast.error(title, description),
// toast.show({ type, title, description }) (success by default). The same message shown again while
// it is still visible is merged into the one toast (its timer starts over) instead of stacking.
import { toaster } from './toaster';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  type?: ToastType;
  title: string;
  description?: string;
  /** A button in the toast, such as Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

function hash(text: string) {
  let value = 5381;
  for (let i = 0; i < text.length; i += 1) value = ((value << 5) + value + text.charCodeAt(i)) | 0;
  return (value >>> 0).toString(36);
}

/** Same type, title and description → same id, so the toaster updates instead of adding. */
export function toastId({ type = 'success', title, description = '' }: ToastOptions) {
  return `toast-${type}-${hash(`${title}\u0000${description}`)}`;
}

function show(options: ToastOptions): string {
  const type = options.type ?? 'success';
  const id = toastId({ ...options, type });
  return toaster.create({
    id,
    type,
    title: options.title,
    description: options.description,
    action: options.action,
    closable: true,
  });
}

const ofType = (type: ToastType) => (title: string, description?: string) =>
  show({ type, title, description });

export const toast = {
  show,
  success: ofType('success'),
  error: ofType('error'),
  info: ofType('info'),
  warning: ofType('warning'),
  dismiss: (id?: string) => toaster.dismiss(id),
};
