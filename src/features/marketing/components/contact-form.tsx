// The Contact Us form: validated next to each field, sent on submit only; server field errors go
// back to their fields, other failures show above the button, and what the user typed is kept.
import { Alert, Button, chakra, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactInput, ContactResponse } from '@/lib/api-contract/contact';
import { isHttpError } from '@/lib/http/http-error';
import { useSendContactMessage } from '../api';
import { contactSchema, contactTopics, emptyContact, type ContactFormValues } from '../schemas';

const fields = ['name', 'email', 'company', 'topic', 'message'] as const;

export function ContactForm() {
  const { t } = useTranslation('marketing');
  const send = useSendContactMessage();
  const [sent, setSent] = useState<{ response: ContactResponse; email: string } | null>(null);
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: emptyContact, mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errorOf = (name: FieldPath<ContactFormValues>) => {
    const message = formState.errors[name]?.message;
    return message ? (message.startsWith('contact.') ? t(message) : message) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    const input: ContactInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim() || undefined,
      topic: values.topic as ContactInput['topic'],
      message: values.message.trim(),
    };
    try {
      const response = await send.mutateAsync(input);
      setSent({ response, email: input.email });
      reset(emptyContact);
    } catch (error) {
      const fieldErrors = isHttpError(error) ? error.fieldErrors : {};
      let mapped = false;
      for (const name of fields) {
        if (fieldErrors[name]) {
          setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      if (!mapped) setError('root.server', { type: 'server', message: 'contact.form.errors.generic' });
    }
  });

  if (sent) {
    return (
      <Stack gap={4} role="status" p={6} borderRadius="xl" bg="primary.subtle">
        <Heading as="h2" size="lg">
          {t('contact.form.success.title')}
        </Heading>
        <Text>{t('contact.form.success.text', { id: sent.response.id, email: sent.email })}</Text>
        <Button variant="outline" colorPalette="primary" w="fit-content" onClick={() => setSent(null)}>
          {t('contact.form.success.again')}
        </Button>
      </Stack>
    );
  }

  const serverError = formState.errors.root?.server?.message;
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <Stack gap={5}>
        <Heading as="h2" id="contact-form-title" size="lg">
          {t('contact.form.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.form.required')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Field.Root required invalid={Boolean(errorOf('name'))}>
            <Field.Label>
              {t('contact.form.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="name" {...register('name')} />
            <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errorOf('email'))}>
            <Field.Label>
              {t('contact.form.email')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="email" {...register('email')} />
            <Field.ErrorText>{errorOf('email')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Field.Root invalid={Boolean(errorOf('company'))}>
            <Field.Label>{t('contact.form.company')}</Field.Label>
            <Input autoComplete="organization" {...register('company')} />
            <Field.ErrorText>{errorOf('company')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errorOf('topic'))}>
            <Field.Label>
              {t('contact.form.topic')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('topic')}>
                <option value="">{t('contact.form.topicPlaceholder')}</option>
                {contactTopics.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`contact.form.topics.${topic}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorOf('topic')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(errorOf('message'))}>
          <Field.Label>
            {t('contact.form.message')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={6} {...register('message')} />
          {errorOf('message') ? (
            <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('contact.form.messageHint')}</Field.HelperText>
          )}
        </Field.Root>
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(serverError)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="primary" size="lg" w={{ base: 'full', sm: 'fit-content' }} loading={formState.isSubmitting} loadingText={t('contact.form.sending')}>
          {t('contact.form.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
