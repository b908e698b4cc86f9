// A message's attachments: name, size and a download button (the file is fetched from the API).
import { HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { Download, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@/lib/api-contract/mail';
import { toast } from '@/lib/toast/toast';
import { UserText } from '@/lib/ui/user-text';
import { fetchAttachment } from '../api/mail';
import { formatSize } from '../format';
import { errorText } from '@/lib/http/error-text';

export function MailAttachments({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation('mail');
  const [busy, setBusy] = useState<number | null>(null);
  if (!mail.attachments.length) return null;

  const download = async (index: number) => {
    setBusy(index);
    try {
      const file = await fetchAttachment(mail.id, index);
      const link = document.createElement('a');
      link.href = file.dataUrl;
      link.download = file.name;
      link.click();
    } catch (error) {
      toast.error(t('reader.downloadFailed'), errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={t('reader.attachments', { count: mail.attachments.length })}>
      {mail.attachments.map((file, index) => (
        <HStack as="li" key={`${file.name}-${index}`} borderWidth="1px" borderColor="border" borderRadius="l2" px="3" py="2" gap="3" maxW="sm">
          <Icon boxSize="4" color="fg.muted" aria-hidden="true">
            <Paperclip />
          </Icon>
          <Stack gap="0" flex="1" minW="0">
            <UserText fontSize="sm" truncate>{file.name}</UserText>
            <Text fontSize="xs" color="fg.muted">{formatSize(file.size, i18n.language)}</Text>
          </Stack>
          <IconButton size="xs" variant="ghost" aria-label={t('reader.download', { name: file.name })} loading={busy === index} onClick={() => void download(index)}>
            <Download />
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}
