// The month grid on a phone (docs/product-rules.md#calendar-on-a-phone): a day under 50 px wide
// cannot hold a title, so each day shows its number and a dot per event (three at most, then a
// plus), and the chosen day is ringed; the day's agenda is listed under the grid
// (calendar-day-agenda.tsx). FullCalendar renders the day's content through a React portal, so
// the marks are read from this context rather than passed as options (a new option object would
// rebuild the whole view).
import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate } from '../schemas';

/** A dot's colour token: an event's colour, or a kanban task's outline. */
export type DayMark = { kind: 'event'; token: string } | { kind: 'task' };

export interface DayMarks {
  /** The marks of each local day (YYYY-MM-DD) shown. */
  byDay: ReadonlyMap<string, readonly DayMark[]>;
  /** The day whose agenda is listed under the grid. */
  selected: string;
}

export const DayMarksContext = createContext<DayMarks>({ byDay: new Map(), selected: '' });

const MAX_DOTS = 3;

export function CompactDay({ date, number }: { date: Date; number: string }) {
  const { t } = useTranslation('calendar');
  const { byDay, selected } = useContext(DayMarksContext);
  const day = localDate(date);
  const marks = byDay.get(day) ?? [];
  const isSelected = day === selected;
  return (
    <Box
      data-compact-day={marks.length}
      display="grid"
      justifyItems="center"
      gap={1}
      py={0.5}
      w="full"
    >
      <Text
        as="span"
        display="grid"
        placeItems="center"
        boxSize={7}
        borderRadius="full"
        fontWeight={isSelected ? 'semibold' : undefined}
        bg={isSelected ? 'primary.solid' : undefined}
        color={isSelected ? 'primary.contrast' : undefined}
      >
        {number}
      </Text>
      <HStack gap={0.5} h={1.5} aria-hidden>
        {marks.slice(0, MAX_DOTS).map((mark, index) => (
          <Box
            key={index}
            boxSize={1.5}
            borderRadius="full"
            bg={mark.kind === 'event' ? mark.token : undefined}
            borderWidth={mark.kind === 'task' ? '1px' : undefined}
            borderColor="fg.muted"
          />
        ))}
        {marks.length > MAX_DOTS ? (
          <Text as="span" fontSize="2xs" lineHeight="1" color="fg.muted">
            +
          </Text>
        ) : null}
      </HStack>
      {marks.length ? (
        <VisuallyHidden>{t('dayEvents', { count: marks.length })}</VisuallyHidden>
      ) : null}
    </Box>
  );
}

/** FullCalendar's day-cell content hook for the phone's month grid (a module constant). */
export const renderCompactDay = ({
  date,
  dayNumberText,
}: {
  date: Date;
  dayNumberText: string;
}) => <CompactDay date={date} number={dayNumberText} />;
