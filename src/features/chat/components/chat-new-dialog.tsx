// Starting a conversation with the workspace's other accounts (colleagues, who read and answer) and
// the contacts: one person (or the existing one-to-one is reused), or several with a group name, and
// the first message. Only those chosen take part in it (docs/api/apps.md#chat).
import { Button, Checkbox, CloseButton, Dialog, Field, Fieldset, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatParticipant, Conversation } from '@/lib/api-contract/chat';
import { HttpError } from '@/lib/http/http-error';
import { chatQueries, useStartConversation } from '../api/chat';
import { errorText } from '@/lib/http/error-text';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (conversation: Conversation) => void;
}

export function ChatNewDialog({ open, onOpenChange, onStarted }: Props) {
  const { t } = useTranslation('chat');
  const people = useQuery({ ...chatQueries.contacts(), enabled: open });
  const groupId = useId();
  const groups = [
    { key: 'accounts', people: people.data?.accounts ?? [], detail: (p: ChatParticipant) => p.email },
    { key: 'contacts', people: people.data?.contacts ?? [], detail: (p: ChatParticipant) => p.role },
  ] as const;
  const start = useStartConversation();
  const [ids, setIds] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ people?: string; message?: string; form?: string }>({});

  const submit = async () => {
    const found = { people: ids.length ? undefined : t('new.errors.people'), message: message.trim() ? undefined : t('new.errors.message') };
    setErrors(found);
    if (found.people || found.message) return;
    try {
      const conversation = await start.mutateAsync({ participantIds: ids, message: message.trim(), ...(ids.length > 1 && name.trim() ? { name: name.trim() } : {}) });
      setIds([]);
      setName('');
      setMessage('');
      onStarted(conversation);
    } catch (error) {
      const fields = error instanceof HttpError ? error.fieldErrors : {};
      setErrors({ people: fields.participantIds, message: fields.message, form: errorText(error) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{t('new.title')}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {/* A fieldset, not a field: each checkbox is named by its own label. */}
                <Fieldset.Root invalid={Boolean(errors.people)}>
                  <Fieldset.Legend>{t('new.people')}</Fieldset.Legend>
                  <Stack gap="3" maxH="60" overflowY="auto" w="full" borderWidth="1px" borderColor="border" borderRadius="l2" p="2">
                    {groups.map((group) =>
                      group.people.length ? (
                        <Stack key={group.key} gap="1">
                          <Text id={`${groupId}-${group.key}`} color="fg.muted" fontSize="xs" fontWeight="semibold">{t(`new.${group.key}`)}</Text>
                          <Stack as="ul" aria-labelledby={`${groupId}-${group.key}`} listStyleType="none" gap="1">
                            {group.people.map((c) => (
                              <li key={c.id}>
                                <Checkbox.Root size="sm" checked={ids.includes(c.id)} onCheckedChange={(e) => setIds((prev) => (e.checked === true ? [...prev, c.id] : prev.filter((x) => x !== c.id)))}>
                                  <Checkbox.HiddenInput />
                                  <Checkbox.Control />
                                  <Checkbox.Label>
                                    <bdi>{c.name}</bdi> <Text as="span" color="fg.muted" fontSize="xs">· <bdi>{group.detail(c)}</bdi></Text>
                                  </Checkbox.Label>
                                </Checkbox.Root>
                              </li>
                            ))}
                          </Stack>
                        </Stack>
                      ) : null,
                    )}
                  </Stack>
                  {errors.people ? <Fieldset.ErrorText>{errors.people}</Fieldset.ErrorText> : null}
                </Fieldset.Root>
                {ids.length > 1 ? (
                  <Field.Root>
                    <Field.Label>{t('new.groupName')}</Field.Label>
                    <Input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
                  </Field.Root>
                ) : null}
                <Field.Root invalid={Boolean(errors.message)}>
                  <Field.Label>{t('new.message')}</Field.Label>
                  <Textarea value={message} maxLength={4000} onChange={(e) => setMessage(e.target.value)} />
                  {errors.message ? <Field.ErrorText>{errors.message}</Field.ErrorText> : null}
                </Field.Root>
                {errors.form && !errors.people && !errors.message ? <Text color="fg.error" role="alert" fontSize="sm">{errors.form}</Text> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('new.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="primary" loading={start.isPending} onClick={() => void submit()}>{t('new.start')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t('new.close')} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
