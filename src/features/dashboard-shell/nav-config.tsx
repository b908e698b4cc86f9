// The dashboard's navigation (docs/product-rules.md#route-table, #settings): every dashboard route, grouped in sections. Titles
// and captions are keys of the `dashboard` namespace. Items with `roles` are only for those roles
// (docs/product-rules.md#roles); the layout also answers 403 on their routes for everyone else.
import {
  Boxes,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  File,
  FolderOpen,
  HardDrive,
  Landmark,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Newspaper,
  Plane,
  Receipt,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  SquareKanban,
  Users,
} from 'lucide-react';
import type { UserRole } from '@/lib/api-contract/auth';
import { demoId } from '@/lib/api-contract/sample-ids';
import type { MenuItem } from '@/lib/ui/menu-item';
import { MailUnreadInfo } from './components/mail-unread-info';
// new-section: imports (npm run new:section adds its sections' icons above)

export interface NavSection {
  /** Key of the section's caption. */
  subheader: string;
  items: MenuItem[];
}

/** The data product demo shortcuts open (products use slugs, docs/product-rules.md#catalogue). */
export const demoProductId = 'market-pulse';

const MANAGERS: UserRole[] = ['admin', 'manager'];
const ADMINS: UserRole[] = ['admin'];

export const navSections: NavSection[] = [
  {
    subheader: 'nav.sections.overview',
    items: [
      { title: 'nav.app', path: '/dashboard/app', icon: LayoutDashboard, caption: 'nav.captions.app' },
      { title: 'nav.ecommerce', path: '/dashboard/ecommerce', icon: ShoppingCart },
      { title: 'nav.analytics', path: '/dashboard/analytics', icon: ChartColumn, roles: MANAGERS },
      { title: 'nav.banking', path: '/dashboard/banking', icon: Landmark, roles: MANAGERS },
      { title: 'nav.booking', path: '/dashboard/booking', icon: CalendarCheck },
      { title: 'nav.file', path: '/dashboard/file', icon: FolderOpen },
      // new-section: nav-overview
    ],
  },
  {
    subheader: 'nav.sections.management',
    items: [
      {
        title: 'nav.user',
        path: '/dashboard/user',
        icon: Users,
        children: [
          { title: 'nav.userProfile', path: '/dashboard/user/profile' },
          { title: 'nav.userCards', path: '/dashboard/user/cards', roles: ADMINS },
          { title: 'nav.userList', path: '/dashboard/user/list', roles: ADMINS },
          { title: 'nav.userCreate', path: '/dashboard/user/new', roles: ADMINS },
          { title: 'nav.userEdit', path: `/dashboard/user/${demoId}/edit`, roles: ADMINS },
          { title: 'nav.userAccount', path: '/dashboard/user/account' },
        ],
      },
      {
        title: 'nav.product',
        path: '/dashboard/product',
        icon: Boxes,
        caption: 'nav.captions.product',
        children: [
          { title: 'nav.list', path: '/dashboard/product' },
          { title: 'nav.details', path: `/dashboard/product/${demoProductId}` },
          { title: 'nav.create', path: '/dashboard/product/new', roles: MANAGERS },
          { title: 'nav.edit', path: `/dashboard/product/${demoProductId}/edit`, roles: MANAGERS },
        ],
      },
      {
        title: 'nav.order',
        path: '/dashboard/order',
        icon: ShoppingBag,
        children: [
          { title: 'nav.list', path: '/dashboard/order' },
          { title: 'nav.details', path: `/dashboard/order/${demoId}` },
        ],
      },
      {
        title: 'nav.invoice',
        path: '/dashboard/invoice',
        icon: Receipt,
        roles: MANAGERS,
        children: [
          { title: 'nav.list', path: '/dashboard/invoice' },
          { title: 'nav.details', path: `/dashboard/invoice/${demoId}` },
          { title: 'nav.create', path: '/dashboard/invoice/new' },
          { title: 'nav.edit', path: `/dashboard/invoice/${demoId}/edit` },
        ],
      },
      {
        title: 'nav.post',
        path: '/dashboard/post',
        icon: Newspaper,
        children: [
          { title: 'nav.list', path: '/dashboard/post' },
          { title: 'nav.details', path: `/dashboard/post/${demoId}` },
          { title: 'nav.create', path: '/dashboard/post/new' },
          { title: 'nav.edit', path: `/dashboard/post/${demoId}/edit` },
        ],
      },
      {
        title: 'nav.job',
        path: '/dashboard/job',
        icon: Briefcase,
        children: [
          { title: 'nav.list', path: '/dashboard/job' },
          { title: 'nav.details', path: `/dashboard/job/${demoId}` },
          { title: 'nav.create', path: '/dashboard/job/new', roles: MANAGERS },
          { title: 'nav.edit', path: `/dashboard/job/${demoId}/edit`, roles: MANAGERS },
        ],
      },
      {
        title: 'nav.tour',
        path: '/dashboard/tour',
        icon: Plane,
        children: [
          { title: 'nav.list', path: '/dashboard/tour' },
          { title: 'nav.details', path: `/dashboard/tour/${demoId}` },
          { title: 'nav.create', path: '/dashboard/tour/new', roles: MANAGERS },
          { title: 'nav.edit', path: `/dashboard/tour/${demoId}/edit`, roles: MANAGERS },
        ],
      },
      { title: 'nav.fileManager', path: '/dashboard/file-manager', icon: HardDrive },
      { title: 'nav.mail', path: '/dashboard/mail', icon: Mail, info: <MailUnreadInfo /> },
      { title: 'nav.chat', path: '/dashboard/chat', icon: MessageSquare },
      { title: 'nav.calendar', path: '/dashboard/calendar', icon: CalendarDays },
      { title: 'nav.kanban', path: '/dashboard/kanban', icon: SquareKanban },
      // new-section: nav-management
    ],
  },
  {
    subheader: 'nav.sections.misc',
    items: [
      { title: 'nav.permission', path: '/dashboard/permission', icon: ShieldCheck, caption: 'nav.captions.permission' },
      { title: 'nav.blank', path: '/dashboard/blank', icon: File },
      // new-section: nav-misc
    ],
  },
];
