// A list's status tabs, each with the number of rows in it (from the list API's `counts`). The
// table sits in the selected tab's panel. On a phone they scroll with a fading end as their cue.
import { Badge, Tabs, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/format';

interface StatusTabsProps<V extends string> {
  /** The tabs in order, usually 'all' then the statuses. */
  tabs: readonly V[];
  value: V;
  /** The API's counts per tab; a dash shows until they arrive. */
  counts: Partial<Record<V, number>> | undefined;
  tabLabel: (tab: V) => string;
  /** The count badge's colour palette for a tab (default gray). */
  palette?: (tab: V) => string;
  /** The tab list's accessible name, e.g. "Filter by status". */
  label: string;
  onChange: (tab: V) => void;
  children: ReactNode;
}

/**
 * On a phone the tabs scroll sideways: their end fades out, the cue that more tabs follow. The end
 * padding is as wide as the fade, so the last tab scrolls clear of it and reads in full.
 */
const scrollCue: SystemStyleObject = {
  mdDown: {
    paddingInlineEnd: '8',
    maskImage: 'linear-gradient(to right, black calc(100% - 2rem), transparent)',
    _rtl: { maskImage: 'linear-gradient(to left, black calc(100% - 2rem), transparent)' },
  },
};

export function StatusTabs<V extends string>({
  tabs,
  value,
  counts,
  tabLabel,
  palette,
  label,
  onChange,
  children,
}: StatusTabsProps<V>) {
  const format = useFormat();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value as V)}
      variant="line"
      colorPalette="primary"
    >
      <Tabs.List overflowX="auto" px={{ base: 2, md: 4 }} css={scrollCue} aria-label={label}>
        {tabs.map((tab) => {
          const count = counts?.[tab];
          return (
            <Tabs.Trigger key={tab} value={tab} flexShrink={0}>
              {tabLabel(tab)}{' '}
              <Badge
                colorPalette={palette?.(tab) ?? 'gray'}
                variant={tab === value ? 'solid' : 'subtle'}
                ms={1}
              >
                {count === undefined ? '–' : format.number(count)}
              </Badge>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {/* One panel, kept mounted across tabs (its value follows the selected tab): the search box and
          the table inside keep what is typed while the rows of another tab load. */}
      <Tabs.Content key="panel" value={value} pt={0}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
