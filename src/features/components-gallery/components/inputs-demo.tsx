// Fields as the app's forms use them: label, help text, the error next to the field (validated on
// blur and on submit), checkbox, switch and radio buttons. Submitting only checks the form.
import {
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Switch,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';
import { toast } from '@/lib/toast/toast';
import { callBackFormSchema, type CallBackForm } from '../schemas';

export function InputsDemo() {
  const { t } = useTranslation('components');
  const { register, control, handleSubmit, formState } = useForm<CallBackForm>({
    resolver: zodResolver(callBackFormSchema),
    mode: 'onBlur',
    defaultValues: {
      name: '',
      email: '',
      message: '',
      office: 'london',
      digest: true,
      callBack: false,
    },
  });
  const { errors } = formState;
  const onValid = () => toast.success(t('inputs.valid'), t('inputs.validDescription'));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Stack gap={4}>
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>
            {t('inputs.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="name" {...register('name')} />
          {errors.name ? (
            <Field.ErrorText>{t(errors.name.message ?? '')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('inputs.nameHelp')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>
            {t('inputs.email')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          {errors.email ? <Field.ErrorText>{t(errors.email.message ?? '')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={!!errors.message} required>
          <Field.Label>
            {t('inputs.message')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={3} {...register('message')} />
          {errors.message ? (
            <Field.ErrorText>{t(errors.message.message ?? '')}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Controller
          control={control}
          name="office"
          render={({ field }) => (
            <RadioGroup.Root
              name={field.name}
              value={field.value}
              onValueChange={(details) => field.onChange(details.value)}
              colorPalette="primary"
              size="sm"
            >
              <RadioGroup.Label fontSize="sm" fontWeight="medium" mb={2} display="block">
                {t('inputs.office')}
              </RadioGroup.Label>
              <HStack gap={5} wrap="wrap">
                {siteConfig.offices.map((office) => (
                  <RadioGroup.Item key={office.id} value={office.id}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`offices.${office.id}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
        <Controller
          control={control}
          name="digest"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="primary"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('inputs.digest')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Controller
          control={control}
          name="callBack"
          render={({ field }) => (
            <Switch.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="primary"
            >
              <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>{t('inputs.callBack')}</Switch.Label>
            </Switch.Root>
          )}
        />
        <Button type="submit" colorPalette="primary" alignSelf="flex-start">
          {t('inputs.submit')}
        </Button>
      </Stack>
    </form>
  );
}
