// A task's attachments (add, remove) and comments (read, add), under its fields in the drawer.
import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  IconButton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import { UserText } from '@/lib/ui/user-text';

const MAX_BYTES = 5 * 1024 * 1024;

interface KanbanTaskActivityProps {
  task: KanbanTask;
  onAttach: (file: File) => void;
  onRemoveAttachment: (attachmentId: string) => void;
  onComment: (message: string) => void;
}

export function KanbanTaskActivity({
  task,
  onAttach,
  onRemoveAttachment,
  onComment,
}: KanbanTaskActivityProps) {
  const { t, i18n } = useTranslation('kanban');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [fileError, setFileError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const commentId = useId();
  const kilobytes = (bytes: number) =>
    formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.language, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    });
  const when = (iso: string) =>
    formatDateTime(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('validation.comment'));
    onComment(message.trim());
    setMessage('');
  };
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {t('drawer.attachments')}
          </Heading>
          <Button size="xs" variant="outline" onClick={() => fileInput.current?.click()}>
            <Paperclip aria-hidden />
            {t('drawer.attach')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label={t('drawer.attach')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (file.size > MAX_BYTES) return setFileError(t('validation.file'));
              setFileError('');
              onAttach(file);
            }}
          />
        </HStack>
        {fileError ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {fileError}
          </Text>
        ) : null}
        {task.attachments.length ? (
          <Stack as="ul" gap={1} listStyleType="none">
            {task.attachments.map((a) => (
              <HStack
                as="li"
                key={a.id}
                justify="space-between"
                borderWidth="1px"
                borderRadius="l2"
                px={3}
                py={1.5}
              >
                <Text fontSize="sm" truncate>
                  <UserText as="span">{a.name}</UserText>{' '}
                  <Text as="span" color="fg.muted">
                    · {kilobytes(a.size)}
                  </Text>
                </Text>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('drawer.removeAttachment', { name: a.name })}
                  onClick={() => onRemoveAttachment(a.id)}
                >
                  <X aria-hidden />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('drawer.noAttachments')}
          </Text>
        )}
      </Stack>
      <Stack gap={3}>
        <Heading as="h3" size="sm">
          {t('drawer.comments')}
        </Heading>
        {task.comments.length ? (
          <Stack as="ol" gap={3} listStyleType="none">
            {task.comments.map((c) => (
              <Box as="li" key={c.id} bg="bg.muted" borderRadius="l2" p={3}>
                <HStack justify="space-between" fontSize="xs" color="fg.muted" mb={1} wrap="wrap">
                  <Text fontWeight="semibold" color="fg">
                    {c.author.name}
                  </Text>
                  <time dateTime={c.createdAt}>{when(c.createdAt)}</time>
                </HStack>
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {c.message}
                </Text>
              </Box>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('drawer.noComments')}
          </Text>
        )}
        <Stack as="form" gap={2} onSubmit={submit}>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={commentId}>{t('drawer.comment')}</Field.Label>
            <Textarea
              id={commentId}
              rows={2}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                setError('');
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm" alignSelf="flex-start">
            {t('drawer.send')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
