// The mini layout's icon rail: one tile per item; items with children open a flyout menu to the
// side (on hover, click, Enter or arrow keys).
import { Box, Menu, Portal, Separator, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMenuPathActive, type MenuItem } from '@/lib/ui/menu-item';
import type { NavSection } from '../nav-config';

const tileStyles = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  w: 'full',
  minH: 14,
  px: 1,
  py: 2,
  borderRadius: 'l2',
  color: 'fg.muted',
  fontSize: '10px',
  fontWeight: 'semibold',
  lineHeight: 'short',
  textAlign: 'center',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '-2px' },
} as const;
const activeStyles = { bg: 'primary.subtle', color: 'primary.fg' } as const;

const TileLink = chakra(Link);

function TileContent({ item, hasChildren }: { item: MenuItem; hasChildren?: boolean }) {
  const { t } = useTranslation('dashboard');
  const Icon = item.icon;
  return (
    <>
      {Icon ? <Icon size={22} aria-hidden /> : null}
      <Text as="span" lineClamp={2} wordBreak="break-word">
        {t(item.title)}
      </Text>
      {hasChildren ? (
        <Box as="span" position="absolute" top="2" insetEnd="1" _rtl={{ transform: 'scaleX(-1)' }}>
          <ChevronRight size={12} aria-hidden />
        </Box>
      ) : null}
    </>
  );
}

function FlyoutItem({ item }: { item: MenuItem }) {
  const { t } = useTranslation('dashboard');
  const pathname = useLocation({ select: (l) => l.pathname });
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click that lands right after the hover opened the flyout must not close it again.
  const hoverOpenedAt = useRef(0);
  const active = isMenuPathActive(item.path, pathname);
  const hover = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      clearTimeout(closeTimer.current);
      if (!open) hoverOpenedAt.current = Date.now();
      setOpen(true);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      closeTimer.current = setTimeout(() => setOpen(false), 150);
    },
  };
  return (
    <Menu.Root
      open={open}
      onOpenChange={(e) => {
        const justHovered = Date.now() - hoverOpenedAt.current < 600;
        hoverOpenedAt.current = 0;
        if (!e.open && justHovered) return;
        setOpen(e.open);
      }}
      positioning={{ placement: 'right-start', gutter: 6 }}
    >
      <Menu.Trigger asChild>
        <chakra.button type="button" {...tileStyles} {...(active ? activeStyles : {})} {...hover} disabled={item.disabled} opacity={item.disabled ? 0.5 : 1}>
          <TileContent item={item} hasChildren />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52" {...hover}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t(item.title)}</Menu.ItemGroupLabel>
              {item.children?.map((child) => (
                <Menu.Item key={child.path} value={child.path} asChild disabled={child.disabled}>
                  <Link to={child.path} aria-current={pathname === child.path ? 'page' : undefined}>
                    <Text as="span" color={pathname === child.path ? 'primary.fg' : undefined} fontWeight={pathname === child.path ? 'semibold' : undefined}>
                      {t(child.title)}
                    </Text>
                  </Link>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function LeafTile({ item }: { item: MenuItem }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  if (item.disabled) {
    return (
      <Box {...tileStyles} opacity={0.5} aria-disabled="true" _hover={{}}>
        <TileContent item={item} />
      </Box>
    );
  }
  return (
    <TileLink
      to={item.path}
      {...tileStyles}
      {...(isMenuPathActive(item.path, pathname) ? activeStyles : {})}
      aria-current={pathname === item.path ? 'page' : undefined}
    >
      <TileContent item={item} />
      {item.info ? (
        <Box as="span" position="absolute" top="1" insetEnd="1">
          {item.info}
        </Box>
      ) : null}
    </TileLink>
  );
}

export function NavMini({ sections, label }: { sections: readonly NavSection[]; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box as="nav" aria-label={label} px={2} py={2}>
      {sections.map((section, i) => (
        <Box key={section.subheader}>
          {i > 0 ? <Separator my={2} /> : null}
          <Stack as="ul" gap={1} listStyleType="none" m={0} p={0} aria-label={t(section.subheader)}>
            {section.items.map((item) => (
              <li key={item.path}>{item.children?.length ? <FlyoutItem item={item} /> : <LeafTile item={item} />}</li>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
