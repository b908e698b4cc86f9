// An HTML message, sanitised (src/lib/rich-text/sanitize-mail-html.ts), with remote images held
// back behind a notice until the user allows them for this message.
import { Alert, Box, Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeMailHtml } from '@/lib/rich-text/sanitize-mail-html';

export function MailHtmlBody({ html }: { html: string }) {
  const { t } = useTranslation('mail');
  const [allowRemote, setAllowRemote] = useState(false);
  const clean = useMemo(() => sanitizeMailHtml(html, allowRemote), [html, allowRemote]);
  return (
    <>
      {clean.blocked > 0 ? (
        <Alert.Root status="info" size="sm" mb="4">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('reader.imagesBlocked', { count: clean.blocked })}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => setAllowRemote(true)}>
            {t('reader.showImages')}
          </Button>
        </Alert.Root>
      ) : null}
      <Box
        data-testid="mail-html"
        className="mail-html"
        css={{
          '& p, & ul, & ol': { marginBlockEnd: '3' },
          '& ul, & ol': { paddingInlineStart: '6' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& h1, & h2, & h3': { fontWeight: 'semibold', fontSize: 'lg', marginBlockEnd: '2' },
          '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
          '& img': { maxWidth: '100%', height: 'auto' },
          '& img[data-blocked-src]': { display: 'inline-block', minWidth: '8', minHeight: '8', bg: 'bg.muted', borderRadius: 'l1' },
        }}
        colorPalette="primary"
        // Safe: DOMPurify output with remote loads removed (src/lib/rich-text/sanitize-mail-html.ts).
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </>
  );
}
