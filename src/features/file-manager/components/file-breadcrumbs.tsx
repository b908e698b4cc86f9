// The path to the current folder, each step a link (the folder is in the URL).
import { Breadcrumb } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { UserText } from '@/lib/ui/user-text';

export function folderPath(folders: FileItem[], id: string | undefined): FileItem[] {
  const path: FileItem[] = [];
  for (let f = folders.find((x) => x.id === id); f; f = folders.find((x) => x.id === f!.parentId)) {
    if (path.includes(f)) break;
    path.unshift(f);
  }
  return path;
}

export function FileBreadcrumbs({ path, label }: { path: FileItem[]; label?: string }) {
  const { t } = useTranslation('file-manager');
  return (
    <Breadcrumb.Root size="md" aria-label={t('breadcrumbs')}>
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          {path.length || label ? (
            <Breadcrumb.Link asChild>
              <Link from="/dashboard/file-manager" to="/dashboard/file-manager" search={(s) => ({ ...s, folder: undefined, q: '', starred: false })}>
                {t('root')}
              </Link>
            </Breadcrumb.Link>
          ) : (
            <Breadcrumb.CurrentLink>{t('root')}</Breadcrumb.CurrentLink>
          )}
        </Breadcrumb.Item>
        {path.map((folder, i) => (
          <Fragment key={folder.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
            {i < path.length - 1 || label ? (
              <Breadcrumb.Link asChild>
                <Link from="/dashboard/file-manager" to="/dashboard/file-manager" search={(s) => ({ ...s, folder: folder.id, q: '', starred: false })}>
                  <UserText as="span">{folder.name}</UserText>
                </Link>
              </Breadcrumb.Link>
            ) : (
              <Breadcrumb.CurrentLink>
                <UserText as="span">{folder.name}</UserText>
              </Breadcrumb.CurrentLink>
            )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
        {label ? (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{label}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        ) : null}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
