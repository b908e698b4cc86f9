// The editor's properties card: tags, the search-engine fields (meta title, description and
// keywords), and the publish and comments switches.
import { Card, Field, Heading, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/form/form-field';
import type { PostFormValues } from '../schemas';
import { PostTagsField } from './post-tags-field';

interface Props {
  register: UseFormRegister<PostFormValues>;
  control: Control<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
}

/** react-hook-form keeps an array's own error at `root` when its items have none. */
const arrayError = (error: FieldErrors<PostFormValues>['tags']) =>
  error?.root ?? (error?.message ? error : undefined);

export function PostMetaFields({ register, control, errors }: Props) {
  const { t } = useTranslation('posts');
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('form.properties')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <FormField
                ns="posts"
                label={t('field.tags')}
                error={arrayError(errors.tags)}
                required
                helper={t('form.wordsHint')}
              >
                <PostTagsField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  listLabel={t('form.tagsAdded')}
                />
              </FormField>
            )}
          />
          <FormField
            ns="posts"
            label={t('field.metaTitle')}
            error={errors.metaTitle}
            helper={t('form.metaTitleHint')}
          >
            <Input {...register('metaTitle')} />
          </FormField>
          <FormField
            ns="posts"
            label={t('field.metaDescription')}
            error={errors.metaDescription}
            helper={t('form.metaDescriptionHint')}
          >
            <Textarea {...register('metaDescription')} rows={3} />
          </FormField>
          <Controller
            control={control}
            name="metaKeywords"
            render={({ field }) => (
              <FormField
                ns="posts"
                label={t('field.metaKeywords')}
                error={arrayError(errors.metaKeywords)}
                helper={t('form.wordsHint')}
              >
                <PostTagsField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  listLabel={t('form.keywordsAdded')}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Field.Root>
                <Switch.Root
                  checked={field.value === 'published'}
                  onCheckedChange={(e) => field.onChange(e.checked ? 'published' : 'draft')}
                  colorPalette="primary"
                  name={field.name}
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{t('field.publish')}</Switch.Label>
                </Switch.Root>
                <Field.HelperText>{t('form.publishHint')}</Field.HelperText>
              </Field.Root>
            )}
          />
          <Controller
            control={control}
            name="allowComments"
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
                  <Switch.Label>{t('field.allowComments')}</Switch.Label>
                </Switch.Root>
              </Field.Root>
            )}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
