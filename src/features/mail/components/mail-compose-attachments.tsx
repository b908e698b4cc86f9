// The composer's files: add (10 MB each, 25 MB together, checked before anything is read, with
// the reason shown next to the button), list with sizes, remove.
import { Box, Button, Field, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_FILE_LIMIT, MAIL_TOTAL_LIMIT, type MailAttachmentUpload } from '@/lib/api-contract/mail';
import { UserText } from '@/lib/ui/user-text';
import { formatSize } from '../format';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

interface Props {
  value: MailAttachmentUpload[];
  onChange: (next: MailAttachmentUpload[]) => void;
}

export function MailComposeAttachments({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('mail');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const size = (bytes: number) => formatSize(bytes, i18n.language);

  const add = async (files: File[]) => {
    const tooBig = files.filter((f) => f.size > MAIL_FILE_LIMIT);
    const accepted = files.filter((f) => f.size <= MAIL_FILE_LIMIT);
    const problems: string[] = [];
    if (tooBig.length) problems.push(t('compose.fileTooBig', { names: tooBig.map((f) => f.name).join(', '), limit: size(MAIL_FILE_LIMIT) }));
    let total = value.reduce((sum, f) => sum + f.size, 0);
    const fitting: File[] = [];
    for (const file of accepted) {
      if (total + file.size > MAIL_TOTAL_LIMIT) {
        problems.push(t('compose.totalTooBig', { name: file.name, limit: size(MAIL_TOTAL_LIMIT) }));
        continue;
      }
      total += file.size;
      fitting.push(file);
    }
    setError(problems.length ? problems.join(' ') : null);
    if (!fitting.length) return;
    const uploads = await Promise.all(
      fitting.map(async (f) => ({ name: f.name, size: f.size, mimeType: f.type || 'application/octet-stream', dataUrl: await readAsDataUrl(f) })),
    );
    onChange([...value, ...uploads]);
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Stack gap="2" w="full">
        {value.length ? (
          <Stack as="ul" listStyleType="none" gap="1" aria-label={t('compose.attached')}>
            {value.map((file, index) => (
              <HStack as="li" key={`${file.name}-${index}`} gap="2" fontSize="sm">
                <Paperclip size={14} aria-hidden="true" />
                <UserText truncate flex="1">{file.name}</UserText>
                <Text color="fg.muted" fontSize="xs">{size(file.size)}</Text>
                <IconButton size="2xs" variant="ghost" aria-label={t('compose.removeFile', { name: file.name })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  <X />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        ) : null}
        <Box>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={t('compose.attach')}
            data-testid="mail-attach-input"
            onChange={(e) => {
              void add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <Button size="xs" variant="outline" onClick={() => input.current?.click()} aria-describedby={error ? errorId : undefined}>
            <Paperclip /> {t('compose.attach')}
          </Button>
        </Box>
        {error ? (
          <Field.ErrorText id={errorId} role="alert">
            {error}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{t('compose.limits', { file: size(MAIL_FILE_LIMIT), total: size(MAIL_TOTAL_LIMIT) })}</Field.HelperText>
        )}
      </Stack>
    </Field.Root>
  );
}
