// The avatar picker: a preview, a file button and a remove button. Type and size are checked
// before anything is sent (the API checks them again). `value`: a new File, null to remove the
// current photo, undefined to keep it.
import { Button, Field, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarRules } from '@/lib/api-contract/user';
import { avatarFileError } from '../schemas';
import { UserAvatar } from './user-avatar';

interface UserAvatarFieldProps {
  name: string;
  current: string | null;
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  serverError?: string;
}

export function UserAvatarField({
  name,
  current,
  value,
  onChange,
  serverError,
}: UserAvatarFieldProps) {
  const { t } = useTranslation('users');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = value === null ? null : (preview ?? current);
  const message = error ? t(error) : serverError;

  return (
    <Field.Root invalid={Boolean(message)} alignItems="center">
      <Stack align="center" gap={4} w="full">
        <UserAvatar name={name || '?'} src={shown} size="2xl" />
        <VisuallyHidden>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={avatarRules.types.join(',')}
            aria-label={t('field.avatar')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const problem = avatarFileError(file);
              setError(problem);
              if (!problem) onChange(file);
            }}
          />
        </VisuallyHidden>
        <HStack gap={2} wrap="wrap" justify="center">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {shown ? t('form.changeAvatar') : t('form.uploadAvatar')}
          </Button>
          {shown ? (
            <Button size="sm" variant="ghost" onClick={() => onChange(current ? null : undefined)}>
              {t('form.removeAvatar')}
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {t('form.avatarHint')}
        </Text>
        {message ? <Field.ErrorText role="alert">{message}</Field.ErrorText> : null}
      </Stack>
    </Field.Root>
  );
}
