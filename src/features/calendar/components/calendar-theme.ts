// FullCalendar's look from the theme's semantic tokens (its CSS variables and a few rules), so the
// grid follows light and dark mode and the brand; event colours come from `cal-<colour>` classes.
import type { SystemStyleObject } from '@chakra-ui/react';
import { eventColors } from '@/lib/api-contract/calendar';
import { alignWithParent } from '@/lib/ui/user-text';
import { colorFill, colorText, colorToken } from './calendar-colors';

const eventColorRules = Object.fromEntries(
  eventColors.map((color) => [
    `& .cal-${color}`,
    {
      '--fc-event-bg-color': `{colors.${colorFill[color]}}`,
      '--fc-event-border-color': `{colors.${colorToken[color]}}`,
      '--fc-event-text-color': `{colors.${colorText[color]}}`,
    },
  ]),
);

export const calendarTheme: SystemStyleObject = {
  '--fc-border-color': '{colors.border}',
  '--fc-page-bg-color': '{colors.bg.panel}',
  '--fc-neutral-bg-color': '{colors.bg.muted}',
  '--fc-neutral-text-color': '{colors.fg.muted}',
  '--fc-today-bg-color': '{colors.primary.subtle}',
  '--fc-highlight-color': '{colors.primary.muted}',
  '--fc-now-indicator-color': '{colors.red.solid}',
  '--fc-list-event-hover-bg-color': '{colors.bg.muted}',
  '--fc-event-bg-color': '{colors.primary.subtle}',
  '--fc-event-border-color': '{colors.primary.solid}',
  '--fc-event-text-color': '{colors.primary.fg}',
  color: 'fg',
  fontSize: 'sm',
  '& .fc a': { color: 'inherit' },
  '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': {
    color: 'fg',
    textDecoration: 'none',
  },
  // The days of the months before and after, in the month view, are dimmed: a muted background
  // and muted numbers (FullCalendar's own dimming, opacity 0.3, leaves numbers too faint to read,
  // so it is undone). Semantic tokens, so light, dark and bold contrast each get theirs.
  '& .fc .fc-daygrid-day.fc-day-other': { bg: 'bg.muted' },
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'fg.muted' },
  '& .fc .fc-day-other .fc-daygrid-day-number': { color: 'fg.muted' },
  '& .fc .fc-timegrid-slot-label, & .fc .fc-list-event-time, & .fc .fc-daygrid-more-link': {
    color: 'fg.muted',
  },
  '& .fc .fc-list-day-cushion': { bg: 'bg.muted' },
  '& .fc .fc-list-empty': { bg: 'bg.panel', color: 'fg.muted' },
  '& .fc .fc-daygrid-dot-event .fc-event-title': { color: 'fg' },
  // In a month's day the time and the title share one line: the time never shrinks ("9:30a" cut
  // to "9." says nothing), so the ellipsis below falls on the title.
  '& .fc .fc-daygrid-dot-event .fc-event-time': { color: 'fg.muted', flexShrink: 0 },
  '& .fc .fc-event': { cursor: 'pointer', fontWeight: 'medium' },
  // A title too long for its cell ends in an ellipsis, on the side where its own script ends (a
  // Latin title in the Arabic calendar keeps its beginning rather than being cut at the left). The
  // ellipsis follows the element's direction, which only its `dir` can set (calendar-view.tsx puts
  // `dir="auto"` on each title); a short title stays on the calendar's start side.
  '& .fc .fc-event-title, & .fc .fc-list-event-title': {
    unicodeBidi: 'isolate',
    ...alignWithParent,
  },
  '& .fc .fc-event-time': { unicodeBidi: 'plaintext' },
  '& .fc .fc-event-title, & .fc .fc-event-time': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // A time range stays on one line ("9:00 – 10:30 AM"); on a phone the grids' events take a
  // smaller size that fits a 45 px day.
  '& .fc .fc-list-event-time': { whiteSpace: 'nowrap' },
  // The phone's month grid: the day's number and dots fill the cell (calendar-day-marks.tsx).
  '& .fc .fc-daygrid-day-top:has([data-compact-day])': { justifyContent: 'center' },
  '& .fc .fc-daygrid-day-number:has(> [data-compact-day])': { flex: '1', padding: '0' },
  '& .fc .fc-daygrid-day-frame:has([data-compact-day]) .fc-daygrid-day-events': {
    minHeight: '0',
    margin: '0',
  },
  '& .fc .fc-daygrid-day-frame:has([data-compact-day]) .fc-daygrid-day-bottom': { display: 'none' },
  // The agenda's header row is for screen readers only. FullCalendar parks it at left: -10000px,
  // which a right-to-left page can scroll to (a 10,000 px wide page): hide it in place instead.
  '& .fc .fc-list-table thead': {
    left: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '& .fc .fc-list-table td': { px: { base: 2, md: 3.5 } },
  '& .fc .fc-daygrid-event, & .fc .fc-timegrid-event, & .fc .fc-daygrid-more-link': {
    fontSize: { base: 'xs', md: 'sm' },
  },
  // A coloured edge on the start side marks the colour beside the subtle fill.
  '& .fc .fc-h-event, & .fc .fc-v-event': { borderInlineStartWidth: '3px' },
  '& .fc .fc-event:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.focusRing',
    outlineOffset: '2px',
  },
  // Kanban tasks: read-only, outlined rather than filled.
  '& .fc .cal-task': {
    '--fc-event-bg-color': '{colors.bg.panel}',
    '--fc-event-border-color': '{colors.border.emphasized}',
    '--fc-event-text-color': '{colors.fg}',
    borderStyle: 'dashed',
  },
  // Its label stays whole and its name takes the ellipsis, in the name's own direction.
  '& .fc .cal-task-title': { display: 'flex', minWidth: 0 },
  '& .fc .cal-task-label': { flexShrink: 0, whiteSpace: 'pre' },
  '& .fc .cal-task-name': {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    unicodeBidi: 'isolate',
  },
  ...eventColorRules,
};
