// Create or edit an event: title, description, all-day, start and end (the end after the start),
// colour and guests. A server's field errors land next to their fields; delete asks first.
import {
  Button,
  Checkbox,
  Dialog,
  HStack,
  Input,
  Portal,
  RadioGroup,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { eventColors, type CalendarEvent } from '@/lib/api-contract/calendar';
import { FormField } from '@/lib/form/form-field';
import { isHttpError } from '@/lib/http/http-error';
import { DateField, DateTimeField } from '@/lib/ui/date-field';
import { useDeleteEvent, useSaveEvent } from '../api/calendar-mutations';
import { eventFormSchema, toEventInput, type EventFormValues } from '../schemas';
import { colorToken } from './calendar-colors';

interface CalendarEventDialogProps {
  /** The event edited, or undefined for a new one. */
  event?: CalendarEvent;
  initial: EventFormValues;
  onClose: () => void;
}

export function CalendarEventDialog({ event, initial, onClose }: CalendarEventDialogProps) {
  const { t } = useTranslation('calendar');
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);
  const { register, control, handleSubmit, setError, setValue, getValues, formState } =
    useForm<EventFormValues>({
      resolver: zodResolver(eventFormSchema),
      defaultValues: initial,
    });
  const allDay = useWatch({ control, name: 'allDay' });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: event?.id, input: toEventInput(values) });
      onClose();
    } catch (error) {
      if (isHttpError(error))
        for (const [field, message] of Object.entries(error.fieldErrors))
          if (field in values)
            setError(field as keyof EventFormValues, { type: 'server', message });
    }
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>{event ? t('dialog.editTitle') : t('dialog.newTitle')}</Dialog.Title>
            </Dialog.Header>
            <form noValidate onSubmit={submit}>
              <Dialog.Body>
                <Stack gap={4}>
                  <FormField ns="calendar" label={t('dialog.title')} error={errors.title}>
                    <Input {...register('title')} />
                  </FormField>
                  <FormField
                    ns="calendar"
                    label={t('dialog.description')}
                    error={errors.description}
                  >
                    <Textarea rows={3} {...register('description')} />
                  </FormField>
                  <Controller
                    control={control}
                    name="allDay"
                    render={({ field }) => (
                      <Checkbox.Root
                        checked={field.value}
                        onCheckedChange={(e) => {
                          const next = e.checked === true;
                          // The inputs change type: carry the dates over.
                          const { start, end } = getValues();
                          setValue(
                            'start',
                            next ? start.slice(0, 10) : `${start.slice(0, 10)}T09:00`,
                          );
                          setValue('end', next ? end.slice(0, 10) : `${end.slice(0, 10)}T10:00`);
                          field.onChange(next);
                        }}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('dialog.allDay')}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                  {/* A day, or a day and a time of day side by side (too wide for two columns). */}
                  <SimpleGrid columns={{ base: 1, sm: allDay ? 2 : 1 }} gap={4}>
                    {(['start', 'end'] as const).map((name) => (
                      <FormField key={name} ns="calendar" label={t(`dialog.${name}`)} error={errors[name]}>
                        <Controller
                          control={control}
                          name={name}
                          render={({ field }) =>
                            allDay ? <DateField {...field} /> : <DateTimeField {...field} />
                          }
                        />
                      </FormField>
                    ))}
                  </SimpleGrid>
                  <Controller
                    control={control}
                    name="color"
                    render={({ field }) => (
                      <RadioGroup.Root
                        value={field.value}
                        onValueChange={(e) => field.onChange(e.value)}
                      >
                        <RadioGroup.Label fontSize="sm" fontWeight="medium" mb={2} display="block">
                          {t('dialog.color')}
                        </RadioGroup.Label>
                        <HStack gap={3} wrap="wrap">
                          {eventColors.map((color) => (
                            <RadioGroup.Item key={color} value={color}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator
                                bg={colorToken[color]}
                                borderColor={colorToken[color]}
                              />
                              <RadioGroup.ItemText>{t(`colors.${color}`)}</RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </HStack>
                      </RadioGroup.Root>
                    )}
                  />
                  <FormField ns="calendar" label={t('dialog.guests')} error={errors.guests}>
                    <Input
                      type="text"
                      placeholder={t('dialog.guestsHint')}
                      {...register('guests')}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
                {event ? (
                  <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                    {t('dialog.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <HStack>
                  <Button variant="outline" onClick={onClose}>
                    {t('dialog.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="primary" loading={save.isPending}>
                    {t('dialog.save')}
                  </Button>
                </HStack>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {event ? (
        <Dialog.Root
          role="alertdialog"
          open={confirming}
          onOpenChange={(e) => setConfirming(e.open)}
          placement="center"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content mx={4}>
                <Dialog.Header>
                  <Dialog.Title>{t('dialog.deleteTitle', { title: event.title })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description>{t('dialog.deleteText')}</Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    {t('dialog.cancel')}
                  </Button>
                  <Button
                    colorPalette="red"
                    onClick={() => {
                      remove.mutate(event);
                      setConfirming(false);
                      onClose();
                    }}
                  >
                    {t('dialog.delete')}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </Dialog.Root>
  );
}
