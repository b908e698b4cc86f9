// The horizontal layout's navigation bar: one dropdown per section; items with children open a
// nested menu. Menus are keyboard-operable (arrows, Enter, Escape).
import { Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isMenuPathActive, type MenuItem } from '@/lib/ui/menu-item';
import type { NavSection } from '../nav-config';
import { NavItemContent } from './nav-item-content';

function LinkItem({ item, exact }: { item: MenuItem; exact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const pathname = useLocation({ select: (l) => l.pathname });
  const active = exact ? pathname === item.path : isMenuPathActive(item.path, pathname);
  return (
    <Menu.Item value={item.path} asChild disabled={item.disabled} color={active ? 'primary.fg' : undefined}>
      <Link to={item.path} aria-current={pathname === item.path ? 'page' : undefined}>
        {exact ? t(item.title) : <NavItemContent item={item} showCaption={false} />}
      </Link>
    </Menu.Item>
  );
}

function GroupItem({ item }: { item: MenuItem }) {
  return (
    <Menu.Root positioning={{ placement: 'right-start', gutter: 2 }}>
      <Menu.TriggerItem aria-disabled={item.disabled || undefined}>
        <NavItemContent item={item} showCaption={false} />
        <Box as="span" transform="rotate(-90deg)" _rtl={{ transform: 'rotate(90deg)' }}>
          <ChevronDown size={14} aria-hidden />
        </Box>
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {item.children?.map((child) => <LinkItem key={child.path} item={child} exact />)}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function NavHorizontal({ sections, label }: { sections: readonly NavSection[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <Box as="nav" aria-label={label} borderBottomWidth="1px" borderColor="border" bg="bg" px={{ base: 4, lg: 6 }} py={1.5}>
      <HStack as="ul" gap={1} listStyleType="none" m={0} p={0} flexWrap="wrap">
        {sections.map((section) => {
          const active = section.items.some((item) => isMenuPathActive(item.path, pathname));
          return (
            <li key={section.subheader}>
              <Menu.Root positioning={{ placement: 'bottom-start' }}>
                <Menu.Trigger asChild>
                  <Button variant={active ? 'subtle' : 'ghost'} colorPalette={active ? 'primary' : 'gray'} size="sm">
                    <Text as="span">{t(section.subheader)}</Text>
                    <ChevronDown size={14} aria-hidden />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="60">
                      {section.items.map((item) =>
                        item.children?.length ? <GroupItem key={item.path} item={item} /> : <LinkItem key={item.path} item={item} />,
                      )}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}
