// Saved views above a table (./saved-views-menu-loaded.tsx), the menu's code loaded on first use:
// until then its button stands in, naming the view the list shows (./menu-triggers.tsx,
// src/lib/ui/on-first-use.tsx).
import { useLocation, useRouter } from '@tanstack/react-router';
import type { VisibilityState } from '@tanstack/react-table';
import type { ComponentType } from 'react';
import type { ViewSearch } from '@/lib/api-contract/view';
import { onFirstUse } from '@/lib/ui/on-first-use';
import { SavedViewsButton } from './menu-triggers';
import { useActiveView } from './saved-views-api';

export interface SavedViewsMenuProps<S extends object> {
  /** The table's id (one list of views per table). */
  table: string;
  search: S;
  defaults: S;
  visibility: VisibilityState;
  /** Applies a view: the page writes the search to the URL and sets the columns. */
  onApply: (search: S, visibility: VisibilityState) => void;
}

const Loaded = onFirstUse(() =>
  import('./saved-views-menu-loaded').then(
    (m) =>
      m.SavedViewsMenuLoaded as ComponentType<
        SavedViewsMenuProps<object> & { hrefOf: (search: ViewSearch) => string; defaultOpen?: boolean }
      >,
  ),
);

export function SavedViewsMenu<S extends object>(props: SavedViewsMenuProps<S>) {
  const { active } = useActiveView(props.table, props.search, props.defaults);
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const hrefOf = (search: ViewSearch) => router.buildLocation({ to: pathname, search } as never).href;
  return (
    <Loaded
      {...(props as unknown as SavedViewsMenuProps<object>)}
      hrefOf={hrefOf}
      standIn={(handlers) => <SavedViewsButton activeName={active?.name} {...handlers} />}
    />
  );
}
