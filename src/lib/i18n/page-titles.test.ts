// @vitest-environment node
// A screen is called what its menu item says: for every item of the dashboard navigation
// (src/features/dashboard-shell/nav-config.tsx) that opens a page with a title of its own, the menu
// label (dashboard:nav.*), the page's h1 and its document title (common:routes.dashboard.*, the
// route's `routeTitle`) are the same text in every language.
import { describe, expect, it } from 'vitest';
import { languages, type Language } from './i18n-languages';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** What `namespace:dotted.key` holds in `language`'s locale file (a text, or an object of them). */
function lookup(language: Language, id: string): unknown {
  const [namespace = '', key = ''] = id.split(':');
  let value: unknown = files[`../../locales/${language}/${namespace}.json`];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

function text(language: Language, id: string): string | undefined {
  const value = lookup(language, id);
  return typeof value === 'string' ? value : undefined;
}

interface NavPage {
  /** The menu item's key under dashboard:nav. */
  nav: string;
  /** The key of the page's h1 (the page component named in the comment). */
  heading: string;
  /** The key the route's `head` passes to routeTitle, under common:routes. */
  title: string;
}

const pages: NavPage[] = [
  // overview/overview-page.tsx: a signed-in reader is greeted by name; the page is named overview.title.
  { nav: 'app', heading: 'dashboard:overview.title', title: 'dashboard.app' },
  { nav: 'ecommerce', heading: 'overview:ecommerce.title', title: 'dashboard.ecommerce' },
  { nav: 'analytics', heading: 'overview:analytics.title', title: 'dashboard.analytics' },
  { nav: 'banking', heading: 'overview:banking.title', title: 'dashboard.banking' },
  { nav: 'booking', heading: 'overview:booking.title', title: 'dashboard.booking' },
  { nav: 'file', heading: 'overview:file.title', title: 'dashboard.file' },
  { nav: 'fileManager', heading: 'file-manager:title', title: 'dashboard.file-manager' },
  { nav: 'mail', heading: 'mail:title', title: 'dashboard.mail' },
  { nav: 'chat', heading: 'chat:title', title: 'dashboard.chat' },
  { nav: 'calendar', heading: 'calendar:title', title: 'dashboard.calendar' },
  { nav: 'kanban', heading: 'kanban:title', title: 'dashboard.kanban' },
  { nav: 'permission', heading: 'dashboard:permission.title', title: 'dashboard.permission' },
  { nav: 'blank', heading: 'dashboard:blank.title', title: 'dashboard.blank' },
];

// The other keys under dashboard:nav, and why they have no page title to match:
/** Groups: the item opens and closes its children; the page is its "List" child's. */
const GROUPS = [
  'user',
  'product',
  'order',
  'invoice',
  'post',
  'job',
  'tour',
  // new-section: nav-groups (npm run new:section adds its sections above)
];
/** Children of a group, named within it ("Product › List"); the details, edit and profile pages
 *  are titled by their record (a name, a number). */
const CHILDREN = [
  'userProfile',
  'userCards',
  'userList',
  'userCreate',
  'userEdit',
  'userAccount',
  'list',
  'details',
  'create',
  'edit',
];
/** The navigation's own words: its name, the unavailable mark, the Mail badge, sections, captions. */
const NOT_ITEMS = /^(label|disabled|unread(_\w+)?|sections\..+|captions\..+)$/;

function navKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    navKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('page titles', () => {
  it.each(languages)(
    'equal their menu labels in %s (the h1 and the document title)',
    (language) => {
      const mismatches = pages.flatMap(({ nav, heading, title }) => {
        const label = text(language, `dashboard:nav.${nav}`);
        const found = {
          heading: text(language, heading),
          title: text(language, `common:routes.${title}`),
        };
        return label !== undefined && found.heading === label && found.title === label
          ? []
          : [
              `${nav}: menu ${JSON.stringify(label)}, h1 ${JSON.stringify(found.heading)}, title ${JSON.stringify(found.title)}`,
            ];
      });
      expect(mismatches).toEqual([]);
    },
  );

  it('cover every menu item: a new item is listed with its page, or says why it has none', () => {
    const known = new Set([...pages.map((page) => page.nav), ...GROUPS, ...CHILDREN]);
    const items = navKeys(lookup('en', 'dashboard:nav'));
    expect(items.filter((key) => !NOT_ITEMS.test(key) && !known.has(key))).toEqual([]);
  });
});
