// The calendar's own toolbar: today, previous and next, the period's title, the view switch. On a
// phone it wraps: the title takes its own line and the view switch spans the width.
import { Button, ButtonGroup, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { calendarViews, type CalendarView } from '../search';

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onToday: () => void;
  onPrev: () => void;
  onNext: () => void;
  onView: (view: CalendarView) => void;
}

export function CalendarToolbar({
  title,
  view,
  onToday,
  onPrev,
  onNext,
  onView,
}: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  // Previous points to where the calendar's earlier days are: the start side of the page's direction.
  const rtl = useSettingsStore((s) => s.themeDirection) === 'rtl';
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap={3}
    >
      <HStack gap={2} wrap="wrap" minW={0}>
        <Button size="sm" variant="outline" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <IconButton size="sm" variant="ghost" aria-label={t('toolbar.prev')} onClick={onPrev}>
          {rtl ? <ChevronRight aria-hidden /> : <ChevronLeft aria-hidden />}
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={t('toolbar.next')} onClick={onNext}>
          {rtl ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
        </IconButton>
        <Heading as="h2" size={{ base: 'sm', md: 'md' }} aria-live="polite">
          {title}
        </Heading>
      </HStack>
      <ButtonGroup
        size="sm"
        variant="outline"
        attached
        role="group"
        aria-label={t('toolbar.views')}
        w={{ base: 'full', md: 'auto' }}
      >
        {calendarViews.map((v) => (
          <Button
            key={v}
            aria-pressed={v === view}
            variant={v === view ? 'solid' : 'outline'}
            colorPalette={v === view ? 'primary' : 'gray'}
            flex={{ base: '1 1 auto', md: 'initial' }}
            px={{ base: 2, md: 3 }}
            onClick={() => onView(v)}
          >
            {t(`views.${v}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
