// The menu item of docs/product-rules.md#settings, shared by the marketing header and any other navigation: a title (an
// i18n key), a path, an icon, optional children, caption and info, a disabled flag and the roles
// allowed to see it. No roles list means everyone sees the item (docs/product-rules.md#roles).
import type { ComponentType, ReactNode } from 'react';

export interface MenuItem {
  /** Translation key of the label, e.g. `nav.aboutUs` (namespace chosen by the menu). */
  title: string;
  path: string;
  icon?: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;
  children?: readonly MenuItem[];
  /** Translation key of a short line under the label. */
  caption?: string;
  /** Extra content after the label, e.g. a badge. */
  info?: ReactNode;
  disabled?: boolean;
  roles?: readonly string[];
}

/** Keeps the items (and children) the role may see; an item without `roles` is visible to all. */
export function filterMenuByRole(items: readonly MenuItem[], role?: string | null): MenuItem[] {
  return items
    .filter((item) => !item.roles || item.roles.length === 0 || (role != null && item.roles.includes(role)))
    .map((item) => (item.children ? { ...item, children: filterMenuByRole(item.children, role) } : item));
}

/** Whether `pathname` is the item's page or one below it (`/` only matches itself). */
export function isMenuPathActive(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
