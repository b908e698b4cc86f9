// The one tour form of /dashboard/tour/new and /dashboard/tour/$id/edit: messages next to each
// field (client and server), the length computed from the dates, photos through the kit's image
// field (docs/product-rules.md#images), the leave guard, the session-expiry draft (docs/list-kit.md),
// and the dialog when someone else saved the tour meanwhile (docs/product-rules.md#edit-conflicts).
import { Alert, Button, Card, Grid, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tourServices, type Tour } from '@/lib/api-contract/tour';
import { countriesForPicker, countryName } from '@/lib/catalog/countries';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { CheckboxGroupField } from '@/lib/form/checkbox-group-field';
import { FormField } from '@/lib/form/form-field';
import { ImageUploadField } from '@/lib/form/image-upload-field';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { LazyRichTextEditor } from '@/lib/rich-text/lazy-rich-text-editor';
import { useFormDraft } from '@/lib/session/form-drafts';
import { DateField } from '@/lib/ui/date-field';
import { useSaveTour } from '../api/tour-mutations';
import { emptyTourForm, toTourFormValues, toTourInput, tourFormSchema, type TourFormValues } from '../schemas';
import { tourDays } from './tour-format';
import { TourGuidesField } from './tour-guides-field';

const fields = Object.keys(emptyTourForm) as (keyof TourFormValues)[];

export function TourForm({ tour }: { tour?: Tour }) {
  const { t, i18n } = useTranslation('tours');
  const navigate = useNavigate();
  const save = useSaveTour();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = useRef(false);
  const form = useForm<TourFormValues>({
    resolver: zodResolver(tourFormSchema),
    defaultValues: tour ? toTourFormValues(tour) : emptyTourForm,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isDirty } = formState;
  const draft = useFormDraft(tour ? `tour-edit:${tour.id}` : 'tour-new', form.getValues, form.reset);
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const days = tourDays(startDate, endDate);

  const conflict = useEditConflict(tour);
  // The record whose fields the form does not show (highlights, tags, sale price) are sent from:
  // the one opened, or theirs once the conflict dialog has loaded it or saved over it.
  const [base, setBase] = useState(tour);

  const submit = (values: TourFormValues, expectedUpdatedAt = conflict.expectedUpdatedAt, from = base) => {
    setFormError(null);
    save.mutate(
      { id: tour?.id, input: toTourInput(values, from), expectedUpdatedAt },
      {
        onSuccess: (savedTour) => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/tour/$id', params: { id: savedTour.id } });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          setFormError(applyServerErrors(error, setError, { fields }) ?? t('validation.checkFields'));
        },
      },
    );
  };

  return (
    <form onSubmit={(e) => void handleSubmit((values) => submit(values))(e)} noValidate aria-label={tour ? t('form.editTitle', { name: tour.name }) : t('form.newTitle')}>
      <LeaveGuard when={() => !saved.current && isDirty} />
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          setBase(theirs);
          form.reset(toTourFormValues(theirs));
        }}
        resubmit={(theirs) => {
          setBase(theirs);
          void handleSubmit((values) => submit(values, theirs.updatedAt, theirs))();
        }}
      />
      <Stack gap={4}>
        {draft.restored ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('form.draftRestored')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={draft.discard}>
              {t('form.discardDraft')}
            </Button>
          </Alert.Root>
        ) : null}
        {formError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Card.Root>
          <Card.Body gap={5}>
            <FormField ns="tours" label={t('field.name')} error={errors.name} required>
              <Input {...register('name')} />
            </FormField>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={5}>
              <FormField ns="tours" label={t('field.city')} error={errors.city} required>
                <Input {...register('city')} autoComplete="off" />
              </FormField>
              <FormField ns="tours" label={t('field.country')} error={errors.country} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('country')}>
                    <option value="">{t('form.chooseCountry')}</option>
                    {countriesForPicker().map((c) => (
                      <option key={c.code} value={c.code}>
                        {countryName(c.code, i18n.language)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Grid>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={5} alignItems="start">
              <FormField ns="tours" label={t('field.startDate')} error={errors.startDate} required>
                <Controller
                  control={control}
                  name="startDate"
                  rules={{ deps: ['endDate'] }}
                  render={({ field }) => <DateField {...field} />}
                />
              </FormField>
              <FormField ns="tours" label={t('field.endDate')} error={errors.endDate} required>
                <Controller
                  control={control}
                  name="endDate"
                  render={({ field }) => <DateField {...field} min={startDate || undefined} />}
                />
              </FormField>
              <Stack gap={1.5}>
                <Text fontSize="sm" fontWeight="medium">
                  {t('field.duration')}
                </Text>
                <Text py={2} aria-live="polite">
                  {days ? t('form.days', { count: days }) : t('form.durationUnknown')}
                </Text>
              </Stack>
            </Grid>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={5}>
              <FormField ns="tours" label={t('field.capacity')} error={errors.capacity} required>
                <Input type="number" inputMode="numeric" min={1} {...register('capacity', { valueAsNumber: true })} />
              </FormField>
              <FormField ns="tours" label={t('field.priceEuros')} error={errors.price} required>
                <Input type="number" inputMode="decimal" min={1} {...register('price', { valueAsNumber: true })} />
              </FormField>
            </Grid>
            <Controller
              control={control}
              name="services"
              render={({ field }) => (
                <CheckboxGroupField
                  ns="tours"
                  legend={t('field.services')}
                  options={tourServices}
                  value={field.value}
                  onChange={field.onChange}
                  optionLabel={(s) => t(`service.${s}`)}
                  error={errors.services}
                  required
                />
              )}
            />
            <TourGuidesField control={control} register={register} errors={errors} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap={5}>
            <Controller
              control={control}
              name="images"
              render={({ field }) => (
                <FormField ns="tours" label={t('field.images')} error={errors.images}>
                  <ImageUploadField value={field.value} onChange={field.onChange} max={8} />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <FormField ns="tours" label={t('field.content')} error={errors.content} required>
                  <LazyRichTextEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Switch.Root
                  checked={field.value === 'published'}
                  onCheckedChange={(e) => field.onChange(e.checked ? 'published' : 'draft')}
                  colorPalette="primary"
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{t('field.publish')}</Switch.Label>
                </Switch.Root>
              )}
            />
            <HStack justify="flex-end" gap={3} mt={4} wrap="wrap">
              <Button asChild variant="outline">
                <Link to={tour ? '/dashboard/tour/$id' : '/dashboard/tour'} params={tour ? { id: tour.id } : undefined}>
                  {t('common.cancel')}
                </Link>
              </Button>
              <Button type="submit" colorPalette="primary" loading={save.isPending}>
                {tour ? t('form.save') : t('form.create')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </form>
  );
}
