// Under the phone's month grid: the chosen day's events and due tasks, all-day ones first, each
// with its time on one line ("9:00 – 10:30 AM") and its title; a tap opens it as in the grid.
// A day with nothing on it offers to add an event that day.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { EmptyState } from '@/lib/ui/empty-state';
import { UserText } from '@/lib/ui/user-text';
import type { DayAgendaItem } from '../day-agenda';

interface CalendarDayAgendaProps {
  /** The local day, YYYY-MM-DD. */
  day: string;
  items: readonly DayAgendaItem[];
  onOpen: (item: DayAgendaItem) => void;
  onNew: (day: string) => void;
}

export function CalendarDayAgenda({ day, items, onOpen, onNew }: CalendarDayAgendaProps) {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const heading = format.dateParts(`${day}T12:00:00`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (
    <Stack as="section" aria-label={heading} gap={2} data-testid="calendar-day-agenda">
      <Heading as="h3" size="sm">
        {heading}
      </Heading>
      {items.length === 0 ? (
        <EmptyState
          compact
          icon={CalendarPlus}
          title={t('dayEmpty')}
          actions={
            <Button size="sm" variant="outline" onClick={() => onNew(day)}>
              {t('newEvent')}
            </Button>
          }
        />
      ) : (
        <Stack as="ul" gap={1} listStyleType="none">
          {items.map((item) => (
            <Box as="li" key={item.id}>
              <Button
                variant="ghost"
                w="full"
                h="auto"
                py={2}
                px={2}
                justifyContent="flex-start"
                alignItems="center"
                gap={3}
                fontWeight="normal"
                textAlign="start"
                onClick={() => onOpen(item)}
              >
                <Box
                  aria-hidden
                  flexShrink={0}
                  boxSize={2.5}
                  borderRadius="full"
                  bg={item.mark.kind === 'event' ? item.mark.token : undefined}
                  borderWidth={item.mark.kind === 'task' ? '1px' : undefined}
                  borderColor="fg.muted"
                />
                <Text
                  as="span"
                  flexShrink={0}
                  whiteSpace="nowrap"
                  color="fg.muted"
                  fontSize="sm"
                  css={{ unicodeBidi: 'plaintext' }}
                >
                  {item.allDay ? t('dialog.allDay') : format.timeRange(item.start, item.end)}
                </Text>
                <UserText as="span" flex="1" minW={0} truncate fontWeight="medium">
                  {item.title}
                </UserText>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
