// The frame of a record's page: breadcrumbs, the title with its status badge, who else has the
// record open (docs/api/live.md#presence), the actions, and tabs whose value the page keeps in its
// URL (so a tab can be linked to).
import { Badge, Box, Breadcrumb, Flex, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import type { PresenceTopic } from '@/lib/api-contract/presence';
import { PresenceAvatars } from '@/lib/live/presence-avatars';
import { ownDirection } from './user-text';

export interface Crumb {
  label: string;
  /** A path inside the app; the last crumb (the current page) has none. */
  to?: string;
}

interface DetailFrameProps<V extends string> {
  /** Left out (or empty) when the dashboard shell's own breadcrumbs already say where the page is. */
  crumbs?: Crumb[];
  /** The breadcrumbs' accessible name, e.g. "Breadcrumb" (needed with `crumbs`). */
  crumbsLabel?: string;
  /** A string, or a sentence holding an isolated value (`inSentence`, docs/look-and-feel.md#text-in-both-directions). */
  title: ReactNode;
  status?: { label: string; palette: string };
  /** The record's presence topic (`job:<id>`…): this page says it has it open and shows who else does. */
  presence?: PresenceTopic;
  actions?: ReactNode;
  tabs?: { value: V; label: string }[];
  tab?: V;
  onTab?: (tab: V) => void;
  tabsLabel?: string;
  children: ReactNode;
}

export function DetailFrame<V extends string>({
  crumbs,
  crumbsLabel,
  title,
  status,
  presence,
  actions,
  tabs,
  tab,
  onTab,
  tabsLabel,
  children,
}: DetailFrameProps<V>) {
  return (
    <Stack gap={6}>
      {crumbs?.length ? (
        <Breadcrumb.Root aria-label={crumbsLabel}>
          <Breadcrumb.List>
            {crumbs.map((crumb, index) => (
              <Fragment key={`${crumb.label}-${index}`}>
                {index > 0 ? <Breadcrumb.Separator _rtl={{ transform: 'scaleX(-1)' }} /> : null}
                <Breadcrumb.Item>
                  {crumb.to ? (
                    <Breadcrumb.Link asChild>
                      <Link to={crumb.to}>{crumb.label}</Link>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      ) : null}
      <Flex justify="space-between" align="center" wrap="wrap" gap={3}>
        <HStack gap={3} minW={0} wrap="wrap">
          {/* Often a record's own name: it carries its own direction (docs/look-and-feel.md#text-in-both-directions).
              On a phone it is a size smaller and the badge wraps below it, so a post's title reads whole. */}
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineClamp={{ base: 4, md: 2 }} wordBreak="break-word" {...ownDirection}>
            {title}
          </Heading>
          {status ? (
            <Badge colorPalette={status.palette} variant="subtle">
              {status.label}
            </Badge>
          ) : null}
        </HStack>
        {actions || presence ? (
          <HStack gap={2} wrap="wrap">
            {presence ? <PresenceAvatars topic={presence} /> : null}
            {actions}
          </HStack>
        ) : null}
      </Flex>
      {tabs && tab !== undefined ? (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => onTab?.(e.value as V)}
          variant="line"
          colorPalette="primary"
        >
          <Tabs.List overflowX="auto" aria-label={tabsLabel}>
            {tabs.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value} flexShrink={0}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((item) => (
            <Tabs.Content key={item.value} value={item.value} pt={6}>
              {item.value === tab ? children : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <Box>{children}</Box>
      )}
    </Stack>
  );
}
