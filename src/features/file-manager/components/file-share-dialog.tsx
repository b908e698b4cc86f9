// Sharing one item: who has access and with which right (view or edit), add someone by email with
// suggestions from the users list, change or remove access. Each change is saved at once.
import { Avatar, Box, Button, chakra, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem, FileShare } from '@/lib/api-contract/file';
import { HttpError } from '@/lib/http/http-error';
import { toast } from '@/lib/toast/toast';
import { IdText, UserText } from '@/lib/ui/user-text';
import { useUpdateFile } from '../api/file-mutations';
import { fileQueries } from '../api/files';
import { FileDialog } from './file-dialog';
import { errorText } from '@/lib/http/error-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function PermissionSelect({ value, label, onChange }: { value: FileShare['permission']; label: string; onChange: (p: FileShare['permission']) => void }) {
  const { t } = useTranslation('file-manager');
  return (
    <NativeSelect.Root size="sm" w="28" flexShrink={0}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as FileShare['permission'])}>
        <option value="view">{t('share.view')}</option>
        <option value="edit">{t('share.edit')}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function FileShareDialog({ item, onClose }: { item: FileItem | null; onClose: () => void }) {
  const { t } = useTranslation('file-manager');
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<FileShare['permission']>('view');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFile();
  const detail = useQuery({ ...fileQueries.detail(item?.id ?? ''), enabled: Boolean(item) });
  const current = detail.data ?? item;
  const shared = current?.sharedWith ?? [];
  const people = useQuery({ ...fileQueries.people(email.trim()), enabled: Boolean(item) && email.trim().length > 0 });
  const suggestions = (people.data?.items ?? []).filter((u) => !shared.some((s) => s.email === u.email)).slice(0, 5);

  function save(sharedWith: FileShare[], after?: () => void) {
    if (!current) return;
    update.mutate(
      { id: current.id, input: { sharedWith } },
      {
        onSuccess: after,
        onError: (e) => {
          const message = e instanceof HttpError ? (Object.values(e.fieldErrors)[0] ?? errorText(e)) : errorText(e);
          toast.error(t('share.failed'), message);
        },
      },
    );
  }

  function add(person: { name: string; email: string }) {
    const address = person.email.trim().toLowerCase();
    if (!EMAIL.test(address)) return setError(t('share.invalidEmail'));
    if (shared.some((s) => s.email.toLowerCase() === address)) return setError(t('share.already'));
    save([...shared, { name: person.name, email: address, permission }], () => {
      setEmail('');
      setError(null);
    });
  }

  function addTyped() {
    const address = email.trim().toLowerCase();
    const known = people.data?.items.find((u) => u.email.toLowerCase() === address);
    add({ name: known?.name ?? address.split('@')[0] ?? address, email: address });
  }

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  return (
    <FileDialog open={Boolean(item)} size="md" title={t('share.title', { name: item?.name ?? '' })} onClose={close}>
      <Stack gap={5}>
        <Stack gap={2}>
          <HStack align="flex-start" gap={2} wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Field.Root invalid={Boolean(error)} flex="1" minW="48">
              <Field.Label>{t('share.email')}</Field.Label>
              <Input
                type="email"
                value={email}
                autoComplete="off"
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addTyped();
                  }
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Stack gap={1.5}>
              <Text fontSize="sm" fontWeight="medium" aria-hidden>
                {t('share.permission')}
              </Text>
              <HStack gap={2}>
                <PermissionSelect value={permission} label={t('share.permission')} onChange={setPermission} />
                <Button size="sm" colorPalette="primary" onClick={addTyped} loading={update.isPending}>
                  {t('share.add')}
                </Button>
              </HStack>
            </Stack>
          </HStack>
          {suggestions.length ? (
            <Box borderWidth="1px" borderRadius="l2">
              <Text fontSize="xs" color="fg.muted" px={3} pt={2} id="share-suggestions">
                {t('share.suggestions')}
              </Text>
              <Stack as="ul" gap={0} aria-labelledby="share-suggestions" p={1}>
                {suggestions.map((u) => (
                  <li key={u.id}>
                    <chakra.button
                      type="button"
                      w="full"
                      textAlign="start"
                      px={2}
                      py={1.5}
                      borderRadius="l1"
                      _hover={{ bg: 'bg.muted' }}
                      focusVisibleRing="inside"
                      onClick={() => add({ name: u.name, email: u.email })}
                    >
                      <HStack gap={2}>
                        <Avatar.Root size="xs" colorPalette="primary">
                          <Avatar.Fallback name={u.name} aria-hidden="true" />
                          {u.avatarUrl ? <Avatar.Image src={u.avatarUrl} alt="" /> : null}
                        </Avatar.Root>
                        <Stack gap={0} minW={0}>
                          <UserText fontSize="sm">{u.name}</UserText>
                          <IdText fontSize="xs" color="fg.muted" truncate>
                            {u.email}
                          </IdText>
                        </Stack>
                      </HStack>
                    </chakra.button>
                  </li>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Stack>

        <Stack gap={3}>
          <Text fontWeight="medium">{t('share.withAccess')}</Text>
          {current?.owner ? (
            <HStack gap={3}>
              <Avatar.Root size="sm" colorPalette="gray">
                <Avatar.Fallback name={current.owner.name} aria-hidden="true" />
              </Avatar.Root>
              <Stack gap={0} flex="1" minW={0}>
                <UserText fontSize="sm">{current.owner.name}</UserText>
                <IdText fontSize="xs" color="fg.muted" truncate>
                  {current.owner.email}
                </IdText>
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                {t('share.owner')}
              </Text>
            </HStack>
          ) : null}
          {shared.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('share.nobody')}
            </Text>
          ) : (
            <Stack as="ul" gap={3} aria-label={t('share.withAccess')}>
              {shared.map((person) => (
                <HStack as="li" key={person.email} gap={3}>
                  <Avatar.Root size="sm" colorPalette="primary">
                    <Avatar.Fallback name={person.name} aria-hidden="true" />
                  </Avatar.Root>
                  <Stack gap={0} flex="1" minW={0}>
                    <UserText fontSize="sm">{person.name}</UserText>
                    <IdText fontSize="xs" color="fg.muted" truncate>
                      {person.email}
                    </IdText>
                  </Stack>
                  <PermissionSelect
                    value={person.permission}
                    label={t('share.permissionOf', { name: person.name })}
                    onChange={(p) => save(shared.map((s) => (s.email === person.email ? { ...s, permission: p } : s)))}
                  />
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('share.remove', { name: person.name })}
                    onClick={() => save(shared.filter((s) => s.email !== person.email))}
                  >
                    <X />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </FileDialog>
  );
}
