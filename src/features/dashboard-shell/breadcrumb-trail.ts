// The breadcrumb trail of a dashboard path, from the path alone: Dashboard › section list › page.
// Titles are keys of common.json's `routes` (the same names as the document titles).
const GROUPS = [
  'user',
  'product',
  'invoice',
  'post',
  'order',
  'job',
  'tour',
  // new-section: groups (npm run new:section adds its sections above)
] as const;
const USER_PAGES = ['list', 'cards', 'profile', 'account', 'new'] as const;

export interface Crumb {
  /** Key under `routes` in common.json. */
  title: string;
  /** Link target; the last crumb has none. */
  path?: string;
}

export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean).slice(1);
  const trail: Crumb[] = [{ title: 'dashboard.index', path: '/dashboard' }];
  const [group, second, third] = segments;
  if (!group || group === 'app') {
    return [{ title: 'dashboard.index' }];
  }
  if (!(GROUPS as readonly string[]).includes(group)) {
    return [...trail, { title: `dashboard.${group}` }];
  }
  const listPath = group === 'user' ? '/dashboard/user/list' : `/dashboard/${group}`;
  const listTitle = `dashboard.${group}.list`;
  if (group === 'user') {
    if (!second) return [...trail, { title: 'dashboard.user.index' }];
    if ((USER_PAGES as readonly string[]).includes(second)) {
      return second === 'list' ? [...trail, { title: listTitle }] : [...trail, { title: listTitle, path: listPath }, { title: `dashboard.user.${second}` }];
    }
    return [...trail, { title: listTitle, path: listPath }, { title: 'dashboard.user.edit' }];
  }
  if (!second) return [...trail, { title: listTitle }];
  const leaf = second === 'new' ? 'new' : third === 'edit' ? 'edit' : 'detail';
  return [...trail, { title: listTitle, path: listPath }, { title: `dashboard.${group}.${leaf}` }];
}
