// "Notify me": an email, validated here and by the API (its field error lands on the field);
// on success the form is replaced by a confirmation that names the address.
import { Alert, Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { FormField } from '@/lib/form/form-field';
import { isHttpError } from '@/lib/http/http-error';
import { useSubscribeToLaunch } from '../api';
import { notifySchema, type NotifyValues } from '../schemas';
import { errorText } from '@/lib/http/error-text';

export function LaunchNotifyForm() {
  const { t, i18n } = useTranslation('pages');
  const subscribe = useSubscribeToLaunch();
  const form = useForm<NotifyValues>({
    resolver: zodResolver(notifySchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email;

  const onSubmit = form.handleSubmit((values) => {
    subscribe.mutate(
      { email: values.email, topic: 'launch', language: i18n.language.slice(0, 2) },
      {
        onError: (err) => void applyServerErrors(err, form.setError, { fields: ['email'] }),
      },
    );
  });

  if (subscribe.isSuccess) {
    const { subscription, alreadySubscribed } = subscribe.data;
    return (
      <Alert.Root status="success" role="status" textAlign="start">
        <Alert.Indicator />
        <Alert.Title>
          {t(alreadySubscribed ? 'comingSoon.notify.already' : 'comingSoon.notify.success', {
            email: subscription.email,
          })}
        </Alert.Title>
      </Alert.Root>
    );
  }

  const failed =
    subscribe.isError && !(isHttpError(subscribe.error) && subscribe.error.fieldErrors.email);

  return (
    <Box as="section" aria-labelledby="launch-notify" w="full">
      <Heading as="h2" id="launch-notify" size="md" mb={3} textAlign="center">
        {t('comingSoon.notify.title')}
      </Heading>
      <form noValidate onSubmit={onSubmit}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align={{ sm: 'flex-start' }}>
          <FormField
            ns="pages"
            required
            labelHidden
            flex="1"
            label={t('comingSoon.notify.email')}
            error={error}
          >
            <Input
              type="email"
              autoComplete="email"
              placeholder={t('comingSoon.notify.placeholder')}
              {...form.register('email')}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="primary"
            loading={subscribe.isPending}
            loadingText={t('comingSoon.notify.submitting')}
          >
            {t('comingSoon.notify.submit')}
          </Button>
        </Stack>
      </form>
      {failed ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt={2}>
          {t('comingSoon.notify.failed', { message: errorText(subscribe.error) })}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt={2}>
        {t('comingSoon.notify.privacy')}
      </Text>
    </Box>
  );
}
