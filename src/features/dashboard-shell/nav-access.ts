// The navigation as the signed-in role sees it (docs/product-rules.md#roles), flattened for the search; the route
// rules themselves are in src/lib/api-contract/permission.ts.
import type { UserRole } from '@/lib/api-contract/auth';
import { filterMenuByRole, isMenuPathActive, type MenuItem } from '@/lib/ui/menu-item';
import { navSections, type NavSection } from './nav-config';

/** The sections with only the items the role may see; empty sections are dropped. */
export function navForRole(role: UserRole | null | undefined, sections: readonly NavSection[] = navSections): NavSection[] {
  return sections
    .map((section) => ({
      ...section,
      items: filterMenuByRole(section.items, role).filter((item) => !item.children || item.children.length > 0),
    }))
    .filter((section) => section.items.length > 0);
}

export interface NavEntry {
  title: string;
  path: string;
  /** Section caption key and parent title key, for search results and breadcrumbs. */
  section: string;
  parent?: string;
  icon?: MenuItem['icon'];
}

/** Every reachable leaf (links), for the search and the tests. Disabled items are left out. */
export function flattenNav(sections: readonly NavSection[]): NavEntry[] {
  return sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.disabled
        ? []
        : item.children
          ? item.children
              .filter((child) => !child.disabled)
              .map((child) => ({ title: child.title, path: child.path, section: section.subheader, parent: item.title, icon: item.icon }))
          : [{ title: item.title, path: item.path, section: section.subheader, icon: item.icon }],
    ),
  );
}

/** The top-level item whose page (or a page below it) is showing. */
export function activeTopItem(sections: readonly NavSection[], pathname: string): MenuItem | undefined {
  return sections.flatMap((s) => s.items).find((item) => isMenuPathActive(item.path, pathname));
}
