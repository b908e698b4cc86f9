// The editor's main card: title, summary, the rich-text article and the cover image.
import { Card, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/form/form-field';
import { ImageUploadField } from '@/lib/form/image-upload-field';
import { LazyRichTextEditor } from '@/lib/rich-text/lazy-rich-text-editor';
import type { PostFormValues } from '../schemas';

interface Props {
  register: UseFormRegister<PostFormValues>;
  control: Control<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
}

export function PostContentFields({ register, control, errors }: Props) {
  const { t } = useTranslation('posts');
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('form.details')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <FormField ns="posts" label={t('field.title')} error={errors.title} required>
            <Input {...register('title')} />
          </FormField>
          <FormField
            ns="posts"
            label={t('field.description')}
            error={errors.description}
            required
            helper={t('form.descriptionHint')}
          >
            <Textarea {...register('description')} rows={3} />
          </FormField>
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <FormField ns="posts" label={t('field.content')} error={errors.content} required>
                <LazyRichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  minHeight="64"
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="coverUrl"
            render={({ field }) => (
              <FormField ns="posts" label={t('field.cover')} error={errors.coverUrl}>
                <ImageUploadField
                  max={1}
                  value={field.value ? [field.value] : []}
                  onChange={(images) => field.onChange(images[0] ?? null)}
                />
              </FormField>
            )}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
