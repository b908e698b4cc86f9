// The horizontal menu of the header (from md up). Items with children open their submenu on hover
// or with the chevron button, and close on leave, Escape, or navigation. A disclosure pattern,
// not an ARIA menu: site navigation stays a list of links.
import { Box, chakra, HStack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMenuPathActive, type MenuItem } from '@/lib/ui/menu-item';

const linkStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  px: 3,
  py: 2,
  borderRadius: 'md',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg', bg: 'bg.muted' },
  '&[aria-current=page], &[data-active=true]': { color: 'primary.fg', fontWeight: 'semibold' },
  _disabled: { opacity: 0.5, pointerEvents: 'none' },
} as const;

const NavLink = chakra(Link);

function NavMenuEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation('marketing');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const active = isMenuPathActive(item.path, pathname);

  // Any navigation closes the submenu.
  useEffect(() => setOpen(false), [pathname]);

  const label = t(item.title, { ns: 'common' });
  const link = (
    <NavLink
      to={item.path}
      css={linkStyles}
      data-active={active || undefined}
      aria-disabled={item.disabled || undefined}
      disabled={item.disabled}
      activeOptions={{ exact: item.path === '/' }}
    >
      {label}
      {item.info}
    </NavLink>
  );
  if (!item.children?.length) return <chakra.li listStyleType="none">{link}</chakra.li>;

  return (
    <chakra.li
      listStyleType="none"
      position="relative"
      // Before the app runs (a prerendered page, docs/performance.md) CSS opens the submenu on hover
      // and focus; the app then drives it (and closes it on navigation under a resting pointer).
      css={{ 'html:not([data-app]) &:is(:hover, :focus-within) > ul': { display: 'block !important' } }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <HStack gap={0}>
        {link}
        <chakra.button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={submenuId}
          aria-label={t('layout.submenu', { item: label })}
          // Keyboard activation (detail 0) toggles; a pointer has already opened it by hovering,
          // so a click must not close it again under the pointer.
          onClick={(event) => setOpen((o) => (event.detail === 0 ? !o : true))}
          p={1}
          borderRadius="sm"
          color="fg.muted"
          _hover={{ color: 'fg' }}
        >
          <ChevronDown size={16} aria-hidden />
        </chakra.button>
      </HStack>
      <Box
        as="ul"
        id={submenuId}
        hidden={!open}
        position="absolute"
        top="100%"
        insetStart={0}
        minW="56"
        py={2}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        boxShadow="lg"
        zIndex="dropdown"
      >
        {item.children.map((child) => (
          <chakra.li key={child.path} listStyleType="none">
            <NavLink to={child.path} css={linkStyles} display="flex" borderRadius="none" px={4} disabled={child.disabled}>
              {t(child.title, { ns: 'common' })}
            </NavLink>
          </chakra.li>
        ))}
      </Box>
    </chakra.li>
  );
}

export function MarketingNavMenu({ items, label }: { items: readonly MenuItem[]; label: string }) {
  return (
    <chakra.nav aria-label={label}>
      <HStack as="ul" gap={1} m={0} p={0}>
        {items.map((item) => (
          <NavMenuEntry key={item.path} item={item} />
        ))}
      </HStack>
    </chakra.nav>
  );
}
