// The toast that says storage is full or blocked (docs/product-rules.md#storage). The toaster
// loads only when it is needed, so pages that never hit a full storage pay nothing for it.
import { i18n } from '@/lib/i18n/i18n';

export function showStorageNotice(): void {
  void Promise.all([import('@/lib/toast/toast'), i18n.loadNamespaces('common')])
    .then(([{ toast }]) =>
      toast.warning(i18n.t('common:storage.fullTitle'), i18n.t('common:storage.fullDescription')),
    )
    .catch(() => {});
}
