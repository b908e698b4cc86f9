// Writing a message: text (Enter sends, Shift+Enter a new line), emoji, files (5 MB each; images
// previewed before sending).
import { Box, Button, CloseButton, Field, HStack, IconButton, Image, Popover, Portal, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Paperclip, SendHorizontal, Smile } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FILE_LIMIT, type ChatAttachment } from '@/lib/api-contract/chat';
import { UserText } from '@/lib/ui/user-text';

const EMOJI = ['😀', '😂', '😊', '😍', '🤔', '😅', '😎', '🙏', '👍', '👎', '👏', '🙌', '🎉', '🔥', '✅', '❌', '📊', '📈', '💡', '☕', '🚀', '⏰', '📎', '❤️'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

export function ChatComposer({ onSend, onTyping }: { onSend: (body: string, attachments: ChatAttachment[]) => void; onTyping?: () => void }) {
  const { t } = useTranslation('chat');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!body.trim() && !files.length) return;
    onSend(body.trim(), files);
    setBody('');
    setFiles([]);
    setError(null);
  };
  const addFiles = async (list: File[]) => {
    const tooBig = list.filter((f) => f.size > CHAT_FILE_LIMIT);
    setError(tooBig.length ? t('composer.tooBig', { names: tooBig.map((f) => f.name).join(', ') }) : null);
    const read = await Promise.all(
      list.filter((f) => f.size <= CHAT_FILE_LIMIT).map(async (f) => ({ name: f.name, size: f.size, mimeType: f.type || 'application/octet-stream', dataUrl: await readAsDataUrl(f) })),
    );
    setFiles((prev) => [...prev, ...read]);
  };

  return (
    <Stack gap="2" p="3" borderTopWidth="1px" borderColor="border">
      {files.length ? (
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={t('composer.files')}>
          {files.map((f, i) => (
            <HStack as="li" key={`${f.name}-${i}`} gap="1" borderWidth="1px" borderColor="border" borderRadius="l2" p="1" fontSize="xs">
              {f.mimeType.startsWith('image/') ? <Image src={f.dataUrl} alt="" boxSize="10" objectFit="cover" borderRadius="l1" /> : null}
              <UserText maxW="32" truncate>{f.name}</UserText>
              <CloseButton size="2xs" aria-label={t('composer.removeFile', { name: f.name })} onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))} />
            </HStack>
          ))}
        </HStack>
      ) : null}
      <Field.Root invalid={Boolean(error)}>
        <HStack gap="1" align="flex-end" w="full">
          <input ref={input} type="file" multiple hidden aria-label={t('composer.attach')} data-testid="chat-attach-input" onChange={(e) => { void addFiles([...(e.target.files ?? [])]); e.target.value = ''; }} />
          <IconButton size="sm" variant="ghost" aria-label={t('composer.attach')} onClick={() => input.current?.click()}>
            <Paperclip />
          </IconButton>
          <Popover.Root open={emojiOpen} onOpenChange={(e) => setEmojiOpen(e.open)} positioning={{ placement: 'top-start' }}>
            <Popover.Trigger asChild>
              <IconButton size="sm" variant="ghost" aria-label={t('composer.emoji')}>
                <Smile />
              </IconButton>
            </Popover.Trigger>
            <Portal>
              <Popover.Positioner>
                <Popover.Content w="auto">
                  <Popover.Body p="2">
                    <SimpleGrid columns={6} gap="1">
                      {EMOJI.map((emoji) => (
                        <Button key={emoji} size="sm" variant="ghost" px="0" fontSize="lg" aria-label={t('composer.insert', { emoji })} onClick={() => {
                          setBody((b) => b + emoji);
                          setEmojiOpen(false);
                          text.current?.focus();
                        }}>
                          {emoji}
                        </Button>
                      ))}
                    </SimpleGrid>
                  </Popover.Body>
                </Popover.Content>
              </Popover.Positioner>
            </Portal>
          </Popover.Root>
          <Box flex="1">
            <Textarea
              ref={text}
              size="sm"
              rows={1}
              autoresize
              maxH="40"
              value={body}
              maxLength={4000}
              placeholder={t('composer.placeholder')}
              aria-label={t('composer.label')}
              onChange={(e) => {
                setBody(e.target.value);
                if (e.target.value.trim()) onTyping?.();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
          </Box>
          <IconButton size="sm" colorPalette="primary" aria-label={t('composer.send')} onClick={submit} disabled={!body.trim() && !files.length}>
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}><SendHorizontal /></Box>
          </IconButton>
        </HStack>
        {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
