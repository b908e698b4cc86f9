// The sidebar navigation: section captions, items with captions and info badges, disabled items,
// and collapsible children (open while one of them is showing; a closed group's items are not built).
import { Box, Collapsible, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMenuPathActive, type MenuItem } from '@/lib/ui/menu-item';
import type { NavSection } from '../nav-config';
import { NavItemContent } from './nav-item-content';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  w: 'full',
  minH: 11,
  px: 3,
  py: 1.5,
  borderRadius: 'l2',
  textStyle: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'start',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '-2px' },
} as const;

const activeStyles = { bg: 'primary.subtle', color: 'primary.fg', _hover: { bg: 'primary.muted', color: 'primary.fg' } } as const;

const NavLink = chakra(Link);

function LeafItem({ item, exact, depth }: { item: MenuItem; exact?: boolean; depth: number }) {
  const { t } = useTranslation('dashboard');
  const pathname = useLocation({ select: (l) => l.pathname });
  const active = exact ? pathname === item.path : isMenuPathActive(item.path, pathname);
  if (item.disabled) {
    return (
      <Box {...itemStyles} ps={depth ? 11 : 3} opacity={0.5} cursor="not-allowed" aria-disabled="true" _hover={{}}>
        <NavItemContent item={item} />
        <Text srOnly>{t('nav.disabled')}</Text>
      </Box>
    );
  }
  return (
    <NavLink
      to={item.path}
      {...itemStyles}
      ps={depth ? 11 : 3}
      {...(active ? activeStyles : {})}
      aria-current={pathname === item.path ? 'page' : undefined}
    >
      <NavItemContent item={item} />
    </NavLink>
  );
}

function GroupItem({ item }: { item: MenuItem }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const active = isMenuPathActive(item.path, pathname);
  const [open, setOpen] = useState(active);
  return (
    <Collapsible.Root
      open={open || active}
      onOpenChange={(e) => setOpen(e.open)}
      disabled={item.disabled}
      lazyMount
      unmountOnExit
    >
      <Collapsible.Trigger asChild>
        <chakra.button type="button" {...itemStyles} {...(active ? { color: 'fg', bg: 'bg.muted' } : {})} opacity={item.disabled ? 0.5 : 1}>
          <NavItemContent item={item} />
          <Box as="span" transition="transform 0.2s" transform={open || active ? 'rotate(180deg)' : undefined} flexShrink={0}>
            <ChevronDown size={16} aria-hidden />
          </Box>
        </chakra.button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" gap={0.5} mt={0.5} listStyleType="none" m={0} p={0}>
          {item.children?.map((child) => (
            <li key={child.path}>
              <LeafItem item={child} exact depth={1} />
            </li>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export function NavVertical({ sections, label }: { sections: readonly NavSection[]; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box as="nav" aria-label={label} px={3} py={2}>
      {sections.map((section) => (
        <Box key={section.subheader} mb={4}>
          <Text
            aria-hidden
            textStyle="xs"
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
            px={3}
            pt={2}
            pb={1.5}
          >
            {t(section.subheader)}
          </Text>
          <Stack as="ul" gap={0.5} listStyleType="none" m={0} p={0} aria-label={t(section.subheader)}>
            {section.items.map((item) => (
              <li key={item.path}>{item.children?.length ? <GroupItem item={item} /> : <LeafItem item={item} depth={0} />}</li>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
