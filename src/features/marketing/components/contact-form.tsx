// The Contact Us form: validated next to each field, sent on submit only; server field errors go
// back to their fields, other failures show above the button, and what the user typed is kept.
import { Alert, Button, chakra, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactInput, ContactResponse } from '@/lib/api-contract/contact';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { FormField } from '@/lib/form/form-field';
import { resumeHeldSubmit } from '@/lib/prerender-handoff';
import { useSendContactMessage } from '../api';
import { contactSchema, contactTopics, emptyContact, type ContactFormValues } from '../schemas';

const fields = ['name', 'email', 'company', 'topic', 'message'] as const;

/**
 * What a visitor typed into the prerendered form before the app started (docs/performance.md): read
 * from the page while the app hydrates it, so the form starts from it instead of clearing it.
 */
function typedBeforeStart(formId: string): Partial<ContactFormValues> {
  const form = typeof document === 'undefined' ? null : document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Record<string, string> = {};
  for (const name of fields) {
    const field = form.elements.namedItem(name);
    if (field && 'value' in field && typeof field.value === 'string' && field.value) typed[name] = field.value;
  }
  // The topic is one of the select's own options.
  return typed as Partial<ContactFormValues>;
}

export function ContactForm() {
  const { t } = useTranslation('marketing');
  const send = useSendContactMessage();
  const [sent, setSent] = useState<{ response: ContactResponse; email: string } | null>(null);
  const formId = useId();
  const [typed] = useState(() => typedBeforeStart(formId));
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...emptyContact, ...typed },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors } = formState;
  const formRef = useRef<HTMLFormElement>(null);

  // A send pressed before the app started (scripts/prerender-boot.js held it): it goes now.
  useEffect(() => resumeHeldSubmit(formRef.current), []);

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
      // Anything that found no field (or no connection) gets the generic alert.
      if (applyServerErrors(error, setError, { fields }) !== null) setError('root.server', { type: 'server', message: 'contact.form.errors.generic' });
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
    <chakra.form ref={formRef} id={formId} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <Stack gap={5}>
        <Heading as="h2" id="contact-form-title" size="lg">
          {t('contact.form.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.form.required')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <FormField ns="marketing" required label={t('contact.form.name')} error={errors.name}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField ns="marketing" required label={t('contact.form.email')} error={errors.email}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <FormField ns="marketing" label={t('contact.form.company')} error={errors.company}>
            <Input autoComplete="organization" {...register('company')} />
          </FormField>
          <FormField ns="marketing" required label={t('contact.form.topic')} error={errors.topic}>
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
          </FormField>
        </SimpleGrid>
        <FormField
          ns="marketing"
          required
          label={t('contact.form.message')}
          error={errors.message}
          helper={t('contact.form.messageHint')}
        >
          <Textarea rows={6} {...register('message')} />
        </FormField>
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
