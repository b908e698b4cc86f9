// The invitation link a demo API (or a server that answers codes) sends back with an invitation:
// what the invited person would find in their mail, with a copy button, so the flow can be tried.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast/toast';
import { IdText, isolateText } from '@/lib/ui/user-text';

export function TeamDemoLink({ email, link }: { email: string; link: string }) {
  const { t } = useTranslation('users');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast.error(t('team.demoLink.copyFailed'));
    }
  };
  return (
    <Alert.Root status="info" variant="subtle" alignItems="start">
      <Alert.Indicator />
      <Stack gap={2} flex="1" minW={0}>
        <Alert.Title>{t('team.demoLink.title', { email: isolateText(email) })}</Alert.Title>
        <Alert.Description>{t('team.demoLink.description')}</Alert.Description>
        <IdText fontSize="sm" wordBreak="break-all" data-testid="team-demo-link">
          {link}
        </IdText>
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('team.demoLink.copied') : t('team.demoLink.copy')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
