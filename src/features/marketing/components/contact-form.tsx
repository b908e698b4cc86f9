// The Contact Us form: validated next to each field, sent on submit only; server field errors go
// back to their fields, other failures show above the button, and what the user typed is kept.
import {
  Alert,
  Button,
  chakra,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useId, useState } from 'react';
import { useForm, type FieldError, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactInput, ContactResponse } from '@/lib/api-contract/contact';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { FormField } from '@/lib/form/form-field';
import { typedBeforeStart } from '@/lib/prerender-handoff';
import { useSendContactMessage } from '../api';
import { contactSchema, contactTopics, emptyContact, type ContactFormValues } from '../schemas';

const fields = ['name', 'email', 'company', 'topic', 'message'] as const;

export function ContactForm() {
  const { t } = useTranslation('marketing');
  const send = useSendContactMessage();
  const [sent, setSent] = useState<{ response: ContactResponse; email: string } | null>(null);
  const formId = useId();
  // What was typed before the app started (docs/performance.md): the form starts from it. The
  // topic is one of the select's own options.
  const [typed] = useState(() => typedBeforeStart(formId, fields) as Partial<ContactFormValues>);
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...emptyContact, ...typed },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors } = formState;

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
      if (applyServerErrors(error, setError, { fields }) !== null)
        setError('root.server', { type: 'server', message: 'contact.form.errors.generic' });
    }
  });

  if (sent) {
    return (
      <Stack gap={4} role="status" p={6} borderRadius="xl" bg="primary.subtle">
        <Heading as="h2" size="lg">
          {t('contact.form.success.title')}
        </Heading>
        <Text>{t('contact.form.success.text', { id: sent.response.id, email: sent.email })}</Text>
        <Button
          variant="outline"
          colorPalette="primary"
          w="fit-content"
          onClick={() => setSent(null)}
        >
          {t('contact.form.success.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <chakra.form
      id={formId}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <ContactFields
        register={register}
        nameError={errors.name}
        emailError={errors.email}
        companyError={errors.company}
        topicError={errors.topic}
        messageError={errors.message}
        serverError={formState.errors.root?.server?.message}
        submitting={formState.isSubmitting}
      />
    </chakra.form>
  );
}

interface ContactFieldsProps {
  register: UseFormRegister<ContactFormValues>;
  nameError?: FieldError;
  emailError?: FieldError;
  companyError?: FieldError;
  topicError?: FieldError;
  messageError?: FieldError;
  serverError?: string;
  submitting: boolean;
}

// Memoised, with the form's state passed in as it changes: react-hook-form renders its form twice as
// it mounts (its `isReady` state, set in a layout effect), and that second render must not style
// every field again (a ~100 ms task at 4x CPU inside the takeover of a prerendered page,
// docs/performance.md).
const ContactFields = memo(function ContactFields({
  register,
  nameError,
  emailError,
  companyError,
  topicError,
  messageError,
  serverError,
  submitting,
}: ContactFieldsProps) {
  const { t } = useTranslation('marketing');
  return (
    <Stack gap={5}>
      <Heading as="h2" id="contact-form-title" size="lg">
        {t('contact.form.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('contact.form.required')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <FormField ns="marketing" required label={t('contact.form.name')} error={nameError}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField ns="marketing" required label={t('contact.form.email')} error={emailError}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <FormField ns="marketing" label={t('contact.form.company')} error={companyError}>
          <Input autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField ns="marketing" required label={t('contact.form.topic')} error={topicError}>
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
        error={messageError}
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
      <Button
        type="submit"
        colorPalette="primary"
        size="lg"
        w={{ base: 'full', sm: 'fit-content' }}
        loading={submitting}
        loadingText={t('contact.form.sending')}
      >
        {t('contact.form.submit')}
      </Button>
    </Stack>
  );
});
