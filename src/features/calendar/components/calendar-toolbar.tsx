// The calendar's own toolbar: today, previous and next, the period's title, the view switch.
import { Button, ButtonGroup, Heading, HStack, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation('calendar');
  const rtl = i18n.dir() === 'rtl';
  return (
    <HStack justify="space-between" wrap="wrap" gap={3}>
      <HStack gap={2}>
        <Button size="sm" variant="outline" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <IconButton size="sm" variant="ghost" aria-label={t('toolbar.prev')} onClick={onPrev}>
          {rtl ? <ChevronRight aria-hidden /> : <ChevronLeft aria-hidden />}
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={t('toolbar.next')} onClick={onNext}>
          {rtl ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
        </IconButton>
        <Heading as="h2" size="md" aria-live="polite">
          {title}
        </Heading>
      </HStack>
      <ButtonGroup
        size="sm"
        variant="outline"
        attached
        role="group"
        aria-label={t('toolbar.views')}
      >
        {calendarViews.map((v) => (
          <Button
            key={v}
            aria-pressed={v === view}
            variant={v === view ? 'solid' : 'outline'}
            colorPalette={v === view ? 'primary' : 'gray'}
            onClick={() => onView(v)}
          >
            {t(`views.${v}`)}
          </Button>
        ))}
      </ButtonGroup>
    </HStack>
  );
}
