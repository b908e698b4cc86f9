// The six items of the marketing menu (docs/product-rules.md#scope, #header). Titles are keys of common.json's `nav`.
import { Award, Building2, Database, Handshake, House, Mail } from 'lucide-react';
import type { MenuItem } from '@/lib/ui/menu-item';

export const marketingNav: readonly MenuItem[] = [
  { title: 'nav.home', path: '/', icon: House },
  { title: 'nav.aboutUs', path: '/about-us', icon: Building2 },
  { title: 'nav.consulting', path: '/consulting', icon: Handshake },
  { title: 'nav.dataProducts', path: '/product', icon: Database },
  { title: 'nav.chooseUs', path: '/chooseus', icon: Award },
  { title: 'nav.contactUs', path: '/contact-us', icon: Mail },
];
