// Event changes. Create, move, resize, edit and delete change the cached events at once; a refusal
// puts them back and says so in a toast (a move or resize also snaps the event back on screen).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, CalendarEventInput } from '@/lib/api-contract/calendar';
import { toast } from '@/lib/toast/toast';
import { calendarApi, calendarQueries } from './calendar';
import { errorText } from '@/lib/http/error-text';

type Lists = [readonly unknown[], CalendarEvent[] | undefined][];

function useCachedEvents() {
  const queryClient = useQueryClient();
  const key = calendarQueries.eventLists();
  return {
    async change(update: (events: CalendarEvent[]) => CalendarEvent[]) {
      await queryClient.cancelQueries({ queryKey: key });
      const before: Lists = queryClient.getQueriesData<CalendarEvent[]>({ queryKey: key });
      queryClient.setQueriesData<CalendarEvent[]>({ queryKey: key }, (events) =>
        events ? update(events) : events,
      );
      return before;
    },
    restore: (before?: Lists) =>
      before?.forEach(([k, events]) => queryClient.setQueryData(k, events)),
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

export function useSaveEvent() {
  const { t } = useTranslation('calendar');
  const cache = useCachedEvents();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id?: string;
      input: Partial<CalendarEventInput>;
      revert?: () => void;
    }) => (id ? calendarApi.update(id, input) : calendarApi.create(input as CalendarEventInput)),
    onMutate: async ({ id, input }) => {
      const now = new Date().toISOString();
      const before = await cache.change((events) =>
        id
          ? events.map((e) =>
              e.id === id ? { ...e, ...input, guests: input.guests ?? e.guests } : e,
            )
          : [
              ...events,
              {
                guests: [],
                ...(input as CalendarEventInput),
                id: `pending-${now}`,
                createdAt: now,
                updatedAt: now,
              },
            ],
      );
      return { before };
    },
    onError: (error, { input, revert }, context) => {
      cache.restore(context?.before);
      revert?.();
      toast.error(t('toast.saveFailed', { title: input.title ?? '' }), errorText(error));
    },
    onSuccess: (event, { id }) =>
      toast.success(t(id ? 'toast.saved' : 'toast.created', { title: event.title })),
    onSettled: cache.refresh,
  });
}

export function useDeleteEvent() {
  const { t } = useTranslation('calendar');
  const cache = useCachedEvents();
  return useMutation({
    mutationFn: (event: CalendarEvent) => calendarApi.remove(event.id),
    onMutate: async (event) => ({
      before: await cache.change((events) => events.filter((e) => e.id !== event.id)),
    }),
    onError: (error, event, context) => {
      cache.restore(context?.before);
      toast.error(t('toast.deleteFailed', { title: event.title }), errorText(error));
    },
    onSuccess: (_, event) => toast.success(t('toast.deleted', { title: event.title })),
    onSettled: cache.refresh,
  });
}
