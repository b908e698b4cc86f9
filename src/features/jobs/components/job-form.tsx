// The one job form of /dashboard/job/new and /dashboard/job/$id/edit: messages next to each field
// (client and server), a guard against leaving unsaved work, and the session-expiry draft
// (docs/list-kit.md, docs/product-rules.md#rich-text for the description), and the dialog when
// someone else saved the job meanwhile (docs/product-rules.md#edit-conflicts).
import {
  Alert,
  Button,
  Card,
  Grid,
  HStack,
  Input,
  Stack,
  Switch,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  employmentTypes,
  jobLocations,
  type Job,
} from '@/lib/api-contract/job';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { CheckboxGroupField } from '@/lib/form/checkbox-group-field';
import { FormField } from '@/lib/form/form-field';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { LazyRichTextEditor } from '@/lib/rich-text/lazy-rich-text-editor';
import { useFormDraft } from '@/lib/session/form-drafts';
import { DateField } from '@/lib/ui/date-field';
import { useSaveJob } from '../api/job-mutations';
import {
  emptyJobForm,
  jobFormSchema,
  toJobFormValues,
  toJobInput,
  type JobFormValues,
} from '../schemas';
import { JobKindFields } from './job-kind-fields';
import { JobSalaryFields } from './job-salary-fields';
import { JobTagsField } from './job-tags-field';

const fields = Object.keys(emptyJobForm) as (keyof JobFormValues)[];

export function JobForm({ job }: { job?: Job }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const save = useSaveJob();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = useRef(false);
  const form = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: job ? toJobFormValues(job) : emptyJobForm,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isDirty } = formState;
  const draft = useFormDraft(job ? `job-edit:${job.id}` : 'job-new', form.getValues, form.reset);

  const conflict = useEditConflict(job);

  const submit = (values: JobFormValues, expectedUpdatedAt = conflict.expectedUpdatedAt) => {
    setFormError(null);
    save.mutate(
      { id: job?.id, input: toJobInput(values), expectedUpdatedAt },
      {
        onSuccess: (savedJob) => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/job/$id', params: { id: savedJob.id } });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          setFormError(applyServerErrors(error, setError, { fields }) ?? t('validation.checkFields'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => submit(values))(e)}
      noValidate
      aria-label={job ? t('form.editTitle', { title: job.title }) : t('form.newTitle')}
    >
      <LeaveGuard when={() => !saved.current && isDirty} />
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          form.reset(toJobFormValues(theirs));
        }}
        resubmit={(theirs) => void handleSubmit((values) => submit(values, theirs.updatedAt))()}
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
            <FormField ns="jobs" label={t('field.title')} error={errors.title} required>
              <Input {...register('title')} />
            </FormField>
            <JobKindFields register={register} errors={errors} />
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <FormField ns="jobs" label={t('field.content')} error={errors.content} required>
                  <LazyRichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <FormField
                  ns="jobs"
                  label={t('field.skills')}
                  error={errors.skills}
                  helper={t('form.tagsHint')}
                  required
                >
                  <JobTagsField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    addLabel={t('form.addSkill')}
                  />
                </FormField>
              )}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap={5}>
            <Controller
              control={control}
              name="employmentTypes"
              render={({ field }) => (
                <CheckboxGroupField
                  ns="jobs"
                  legend={t('field.employmentTypes')}
                  options={employmentTypes}
                  value={field.value}
                  onChange={field.onChange}
                  optionLabel={(e) => t(`employmentType.${e}`)}
                  error={errors.employmentTypes}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="locations"
              render={({ field }) => (
                <CheckboxGroupField
                  ns="jobs"
                  legend={t('field.locations')}
                  options={jobLocations}
                  value={field.value}
                  onChange={field.onChange}
                  optionLabel={(l) => t(`location.${l}`)}
                  error={errors.locations}
                  required
                />
              )}
            />
            <JobSalaryFields control={control} register={register} errors={errors} />
            <Controller
              control={control}
              name="benefits"
              render={({ field }) => (
                <FormField
                  ns="jobs"
                  label={t('field.benefits')}
                  error={errors.benefits}
                  helper={t('form.tagsHint')}
                >
                  <JobTagsField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    addLabel={t('form.addBenefit')}
                  />
                </FormField>
              )}
            />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={5} alignItems="end">
              <FormField ns="jobs" label={t('field.expiresAt')} error={errors.expiresAt} required>
                <Controller control={control} name="expiresAt" render={({ field }) => <DateField {...field} />} />
              </FormField>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Switch.Root
                    checked={field.value === 'published'}
                    onCheckedChange={(e) => field.onChange(e.checked ? 'published' : 'draft')}
                    colorPalette="primary"
                    pb={2}
                  >
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>{t('field.publish')}</Switch.Label>
                  </Switch.Root>
                )}
              />
            </Grid>
            <HStack justify="flex-end" gap={3} mt={4} wrap="wrap">
              <Button asChild variant="outline">
                <Link
                  to={job ? '/dashboard/job/$id' : '/dashboard/job'}
                  params={job ? { id: job.id } : undefined}
                >
                  {t('common.cancel')}
                </Link>
              </Button>
              <Button type="submit" colorPalette="primary" loading={save.isPending}>
                {job ? t('form.save') : t('form.create')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </form>
  );
}
