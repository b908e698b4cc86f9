// The one user form of /dashboard/user/new and /dashboard/user/$id/edit: validation next to each
// field, server field errors mapped to their fields, a guard against leaving with unsaved changes,
// the docs/product-rules.md#session-expiry draft (the typing survives a session expiry), and the
// dialog when someone else saved the user meanwhile (docs/product-rules.md#edit-conflicts).
import {
  Button,
  Card,
  Grid,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Field,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api-contract/user';
import { useFormDraft } from '@/lib/session/form-drafts';
import { useSaveUser } from '../api/user-mutations';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { userKnownErrors } from '../form-errors';
import { emptyUserForm, userFormSchema, type UserFormValues } from '../schemas';
import { FormField } from '@/lib/form/form-field';
import { UserAvatarField } from './user-avatar-field';
import { UserContactFields } from './user-contact-fields';
import { FormAlerts } from '@/lib/form/form-alerts';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { UserRoleFields } from './user-role-fields';

function toFormValues(user: User): UserFormValues {
  const { id: _id, createdAt: _c, updatedAt: _u, avatarUrl: _a, ...values } = user;
  return values;
}

// The form's fields in the order they appear.
const fields = Object.keys(emptyUserForm) as (keyof UserFormValues)[];

export function UserForm({ user }: { user?: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const save = useSaveUser();
  const [avatar, setAvatar] = useState<File | null | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const saved = useRef(false);
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: user ? toFormValues(user) : emptyUserForm,
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  // react-hook-form focuses the first invalid field in the order fields were registered, and the
  // field components register theirs after this render's own: register all in the form's order.
  for (const field of fields) register(field);
  const name = useWatch({ control, name: 'name' });
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { errors, isDirty } = formState;
  const draft = useFormDraft(
    user ? `user-edit:${user.id}` : 'user-new',
    form.getValues,
    form.reset,
  );
  const conflict = useEditConflict(user);
  // The record the form shows: the one opened, or theirs once loaded from the conflict dialog.
  const [shown, setShown] = useState(user);

  const submit = (input: UserFormValues, expectedUpdatedAt = conflict.expectedUpdatedAt) => {
    setFormError(null);
    save.mutate(
      { id: user?.id, input, avatar, expectedUpdatedAt },
      {
        onSuccess: () => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/user/list' });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          const rest = applyServerErrors(error, setError, { fields, known: userKnownErrors });
          setFormError(rest ?? (isAvatarError(error) ? null : t('validation.checkFields')));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => submit(values))(e)}
      noValidate
      aria-label={user ? t('form.editTitle', { name: user.name }) : t('form.newTitle')}
    >
      <LeaveGuard when={() => !saved.current && (isDirty || avatar !== undefined)} />
      {/* Their version replaces any photo picked too. */}
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          setAvatar(undefined);
          setShown(theirs);
          form.reset(toFormValues(theirs));
        }}
        resubmit={(theirs) => void handleSubmit((values) => submit(values, theirs.updatedAt))()}
      />
      <Stack gap={4}>
        <FormAlerts
          draft={draft}
          restoredText={t('form.draftRestored')}
          discardLabel={t('form.discardDraft')}
          error={formError}
        />
        <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={6} alignItems="start">
          <Card.Root>
            <Card.Body gap={6}>
              <UserAvatarField
                name={name}
                current={shown?.avatarUrl ?? null}
                value={avatar}
                onChange={setAvatar}
                serverError={avatarServerError(save.error)}
              />
              <Controller
                control={control}
                name="isVerified"
                render={({ field }) => (
                  <Field.Root>
                    <Switch.Root
                      checked={field.value}
                      onCheckedChange={(e) => field.onChange(e.checked)}
                      colorPalette="primary"
                      name={field.name}
                    >
                      <Switch.HiddenInput onBlur={field.onBlur} />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label>{t('field.isVerified')}</Switch.Label>
                    </Switch.Root>
                    <Field.HelperText>{t('form.verifiedHint')}</Field.HelperText>
                  </Field.Root>
                )}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                <UserContactFields register={register} setValue={setValue} errors={errors} />
                <FormField ns="users" label={t('field.state')} error={errors.state} required>
                  <Input {...register('state')} autoComplete="address-level1" />
                </FormField>
                <FormField ns="users" label={t('field.city')} error={errors.city} required>
                  <Input {...register('city')} autoComplete="address-level2" />
                </FormField>
                <FormField ns="users" label={t('field.address')} error={errors.address} required>
                  <Input {...register('address')} autoComplete="street-address" />
                </FormField>
                <FormField ns="users" label={t('field.zipCode')} error={errors.zipCode} required>
                  <Input {...register('zipCode')} autoComplete="postal-code" />
                </FormField>
                <UserRoleFields register={register} errors={errors} />
              </SimpleGrid>
              <HStack justify="flex-end" gap={3} mt={8} wrap="wrap">
                <Button asChild variant="outline">
                  <Link to="/dashboard/user/list">{t('common.cancel')}</Link>
                </Button>
                <Button type="submit" colorPalette="primary" loading={save.isPending}>
                  {user ? t('common.save') : t('form.create')}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Stack>
    </form>
  );
}

function isAvatarError(error: unknown) {
  return Boolean(avatarServerError(error));
}

function avatarServerError(error: unknown): string | undefined {
  const fieldErrors = (error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
  return fieldErrors?.avatarUrl;
}
