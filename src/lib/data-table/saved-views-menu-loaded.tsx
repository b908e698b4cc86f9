// Saved views above a table: apply one, save the current filters, search, sort and visible columns
// under a name, rename, delete, copy its link (the URL already holds the view's state). Kept per
// user through the demo API (docs/api/views.md). Loaded on first use (./saved-views-menu.tsx).
import { Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView, ViewSearch } from '@/lib/api-contract/view';
import { toast } from '@/lib/toast/toast';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { SavedViewsButton } from './menu-triggers';
import { useActiveView, useViewMutations, viewSearchOf } from './saved-views-api';
import type { SavedViewsMenuProps } from './saved-views-menu';
import { ViewNameDialog } from './view-name-dialog';
import { errorText } from '@/lib/http/error-text';

interface LoadedProps {
  /** This page's address with a view's search (./saved-views-menu.tsx: this chunk has no router code). */
  hrefOf: (search: ViewSearch) => string;
  defaultOpen?: boolean;
}

type Dialog = { kind: 'save' } | { kind: 'rename' | 'delete'; view: SavedView } | null;

export function SavedViewsMenuLoaded<S extends object>({
  table,
  search,
  defaults,
  visibility,
  onApply,
  hrefOf,
  defaultOpen,
}: SavedViewsMenuProps<S> & LoadedProps) {
  const { t } = useTranslation('kit');
  const { views, active } = useActiveView(table, search, defaults);
  const { create, rename, remove } = useViewMutations(table);
  const [dialog, setDialog] = useState<Dialog>(null);

  const apply = (view: SavedView) =>
    onApply(
      { ...defaults, ...view.search } as S,
      Object.fromEntries(view.hiddenColumns.map((id) => [id, false])),
    );
  const copyLink = async (view: SavedView) => {
    await navigator.clipboard.writeText(new URL(hrefOf(view.search), window.location.origin).toString());
    toast.success(t('views.linkCopied'));
  };

  return (
    <>
      <Menu.Root
        defaultOpen={defaultOpen}
        onSelect={({ value }) => {
          const [action, id] = value.split(':');
          const view = views.data?.items.find((v) => v.id === id);
          if (action === 'save') setDialog({ kind: 'save' });
          if (!view) return;
          if (action === 'apply') apply(view);
          if (action === 'rename' || action === 'delete') setDialog({ kind: action, view });
          if (action === 'copy') void copyLink(view);
        }}
      >
        <Menu.Trigger asChild>
          <SavedViewsButton activeName={active?.name} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              {views.data?.items.length ? (
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t('views.title')}</Menu.ItemGroupLabel>
                  {views.data.items.map((view) => (
                    <Menu.Item
                      key={view.id}
                      value={`apply:${view.id}`}
                      fontWeight={view === active ? 'semibold' : undefined}
                    >
                      {view.name}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              ) : (
                <Menu.Item value="none" disabled>
                  {views.isError ? errorText(views.error) : t('views.empty')}
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="save">{t('views.save')}</Menu.Item>
              {active ? (
                <>
                  <Menu.Item value={`copy:${active.id}`}>
                    {t('views.copyLink', { name: active.name })}
                  </Menu.Item>
                  <Menu.Item value={`rename:${active.id}`}>
                    {t('views.rename', { name: active.name })}
                  </Menu.Item>
                  <Menu.Item value={`delete:${active.id}`} color="fg.error">
                    {t('views.delete', { name: active.name })}
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ViewNameDialog
        open={dialog?.kind === 'save' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? t('views.renameTitle') : t('views.saveTitle')}
        initialName={dialog?.kind === 'rename' ? dialog.view.name : ''}
        pending={create.isPending || rename.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          if (dialog?.kind === 'rename') await rename.mutateAsync({ id: dialog.view.id, name });
          else {
            const hiddenColumns = Object.keys(visibility).filter((id) => visibility[id] === false);
            await create.mutateAsync({
              name,
              search: viewSearchOf(search, defaults),
              hiddenColumns,
            });
          }
          toast.success(t('views.saved', { name }));
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('views.deleteTitle', { name: dialog.view.name }) : ''}
        description={t('views.deleteDescription')}
        confirmLabel={t('table.delete')}
        pending={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete')
            remove.mutate(dialog.view.id, { onSettled: () => setDialog(null) });
        }}
      />
    </>
  );
}
