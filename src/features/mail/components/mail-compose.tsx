// The composer, a panel at the bottom of the screen (the whole screen on a phone) that can be
// minimised. What is typed is saved to Drafts a moment after the last change and kept on this tab
// (../compose-store.ts), so neither a reload nor an expired session loses it.
import { Box, Button, CloseButton, Field, Heading, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Maximize2, Minimize2, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http/http-error';
import { toast } from '@/lib/toast/toast';
import { fetchAttachment, fetchMail, mailQueries, trashMail } from '../api/mail';
import { useSendMail } from '../api/mail-mutations';
import { useComposeStore } from '../compose-store';
import { emptyCompose, type ComposeValues } from '../compose-values';
import { MailComposeAttachments } from './mail-compose-attachments';
import { MailRecipientField } from './mail-recipient-field';
import { MailRichText } from './mail-rich-text';
import { errorText } from '@/lib/http/error-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SAVE_DELAY = 800;

type Errors = Partial<Record<'to' | 'cc' | 'subject' | 'message', string>>;

export function MailCompose({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('mail');
  const store = useComposeStore();
  const contacts = useQuery(mailQueries.contacts());
  const send = useSendMail();
  const [values, setValues] = useState<ComposeValues>(() => store.values ?? emptyCompose());
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [showCc, setShowCc] = useState(values.cc.length > 0);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const dirty = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  // A draft reopened after a reload: its files come back from the API.
  const restoring = useRef(store.values?.draftId && !store.values.attachments.length ? store.values.draftId : null);
  useEffect(() => {
    const id = restoring.current;
    if (!id) return;
    restoring.current = null;
    void fetchMail(id)
      .then((mail) => Promise.all(mail.attachments.map((_, i) => fetchAttachment(id, i))))
      .then((files) => files.length && setValues((v) => ({ ...v, attachments: files })))
      .catch(() => undefined);
  }, []);

  const change = (patch: Partial<ComposeValues>) => {
    dirty.current = true;
    setValues((v) => ({ ...v, ...patch }));
  };

  const { remember } = store;
  useEffect(() => {
    remember(values);
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      dirty.current = false;
      setSaveState('saving');
      // Saves run one after the other, so the second one knows the draft's id.
      saving.current = saving.current.then(async () => {
        const current = latest.current;
        try {
          const saved = await send.mutateAsync({ ...toInput(current, text, true), draft: true, draftId: current.draftId });
          if (!latest.current.draftId) setValues((v) => ({ ...v, draftId: saved.id }));
          setSaveState('saved');
        } catch {
          setSaveState('failed');
        }
      });
    }, SAVE_DELAY);
    return () => clearTimeout(timer);
    // Saves follow what is typed; `send` and `text` are read when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, remember]);

  const validate = (): Errors => {
    const found: Errors = {};
    const bad = (list: string[]) => list.filter((e) => !EMAIL.test(e));
    if (!values.to.length) found.to = t('compose.errors.noRecipient');
    else if (bad(values.to).length) found.to = t('compose.errors.badAddress', { addresses: bad(values.to).join(', ') });
    if (bad(values.cc).length) found.cc = t('compose.errors.badAddress', { addresses: bad(values.cc).join(', ') });
    if (!values.subject.trim()) found.subject = t('compose.errors.noSubject');
    if (!text.trim() && !values.attachments.length) found.message = t('compose.errors.noMessage');
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    await saving.current;
    try {
      await send.mutateAsync({ ...toInput(latest.current, text), draftId: latest.current.draftId });
      toast.success(t('toast.sent'));
      store.close();
      onClosed();
    } catch (error) {
      const fields = error instanceof HttpError ? error.fieldErrors : {};
      setErrors({ to: fields.to, cc: fields.cc, subject: fields.subject, message: fields.message ?? fields.attachments });
      toast.error(t('toast.sendFailed'), errorText(error));
    }
  };

  const discard = async () => {
    await saving.current;
    const id = latest.current.draftId;
    store.close();
    onClosed();
    if (id) await trashMail(id).catch(() => undefined);
    toast.info(t('toast.discarded'));
  };

  const minimised = store.minimised;
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby="mail-compose-title"
      position="fixed"
      zIndex="modal"
      insetEnd={{ base: 0, md: 6 }}
      bottom="0"
      w={{ base: 'full', md: '560px' }}
      h={minimised ? 'auto' : { base: '100dvh', md: 'auto' }}
      maxH="100dvh"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderTopRadius={{ md: 'l3' }}
      boxShadow="lg"
      display="flex"
      flexDirection="column"
    >
      <HStack px="4" py="2" bg="bg.muted" borderTopRadius={{ md: 'l3' }} justify="space-between">
        <Heading as="h2" size="sm" id="mail-compose-title" truncate>
          {values.subject || t('compose.title')}
        </Heading>
        <HStack gap="1">
          <Box as="span" fontSize="xs" color={saveState === 'failed' ? 'fg.error' : 'fg.muted'} aria-live="polite">
            {saveState === 'saving' ? t('compose.saving') : saveState === 'saved' ? t('compose.saved') : saveState === 'failed' ? t('compose.saveFailed') : ''}
          </Box>
          <IconButton size="xs" variant="ghost" aria-label={minimised ? t('compose.restore') : t('compose.minimise')} aria-expanded={!minimised} onClick={() => store.setMinimised(!minimised)}>
            {minimised ? <Maximize2 /> : <Minimize2 />}
          </IconButton>
          <CloseButton size="xs" aria-label={t('compose.close')} onClick={() => { store.close(); onClosed(); }} />
        </HStack>
      </HStack>
      <Stack gap="3" p="4" overflowY="auto" flex="1" hidden={minimised}>
        <MailRecipientField label={t('compose.to')} value={values.to} onChange={(to) => change({ to })} contacts={contacts.data ?? []} error={errors.to} />
        {showCc ? (
          <MailRecipientField label={t('compose.cc')} value={values.cc} onChange={(cc) => change({ cc })} contacts={contacts.data ?? []} error={errors.cc} />
        ) : (
          <Button size="xs" variant="plain" alignSelf="flex-start" px="0" onClick={() => setShowCc(true)}>
            {t('compose.addCc')}
          </Button>
        )}
        <Field.Root invalid={Boolean(errors.subject)}>
          <Field.Label srOnly>{t('compose.subject')}</Field.Label>
          <Input size="sm" variant="flushed" placeholder={t('compose.subject')} value={values.subject} maxLength={200} onChange={(e) => change({ subject: e.target.value })} />
          {errors.subject ? <Field.ErrorText>{errors.subject}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.message)}>
          <Box w="full">
            <MailRichText
              initialHtml={values.html}
              invalid={Boolean(errors.message)}
              describedBy={errors.message ? 'mail-compose-message-error' : undefined}
              onChange={(html, plain) => {
                setText(plain);
                change({ html });
              }}
            />
          </Box>
          {errors.message ? <Field.ErrorText id="mail-compose-message-error">{errors.message}</Field.ErrorText> : null}
        </Field.Root>
        <MailComposeAttachments value={values.attachments} onChange={(attachments) => change({ attachments })} />
      </Stack>
      <HStack px="4" py="3" borderTopWidth="1px" borderColor="border" justify="space-between" hidden={minimised}>
        <Button colorPalette="primary" size="sm" onClick={() => void submit()} loading={send.isPending && !send.variables?.draft}>
          <Send /> {t('compose.send')}
        </Button>
        <IconButton size="sm" variant="ghost" aria-label={t('compose.discard')} onClick={() => void discard()}>
          <Trash2 />
        </IconButton>
      </HStack>
    </Box>
  );
}

/** The API's input; the plain text comes from the editor (search and snippets use it). */
function toInput(values: ComposeValues, text: string, draft = false) {
  const plain = text.trim() || new DOMParser().parseFromString(values.html, 'text/html').body.textContent?.trim() || '';
  // A draft keeps the addresses that are complete; the rest stay on screen for the user to finish.
  const addresses = (list: string[]) => (draft ? list.filter((e) => EMAIL.test(e)) : list);
  return { to: addresses(values.to), cc: addresses(values.cc), subject: values.subject, message: plain, html: values.html || undefined, attachments: values.attachments };
}
