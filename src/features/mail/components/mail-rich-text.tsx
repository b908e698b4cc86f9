// The message editor: an editable region with bold, italic, underline and lists. The browser's
// editing commands do the formatting. What it starts from (a quoted message, a draft, what this
// tab kept) is sanitised before it is loaded, since the editor would run an `<img onerror>`; the
// HTML it makes is sanitised again wherever a message is shown.
import { Box, HStack, IconButton } from '@chakra-ui/react';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeMailHtml } from '@/lib/rich-text/sanitize-mail-html';

interface MailRichTextProps {
  /** The starting HTML, read once (remount the editor to start over). */
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

const commands = [
  { command: 'bold', icon: <Bold />, label: 'compose.bold' },
  { command: 'italic', icon: <Italic />, label: 'compose.italic' },
  { command: 'underline', icon: <Underline />, label: 'compose.underline' },
  { command: 'insertUnorderedList', icon: <List />, label: 'compose.bullets' },
  { command: 'insertOrderedList', icon: <ListOrdered />, label: 'compose.numbers' },
] as const;

export function MailRichText({ initialHtml, onChange, invalid, describedBy }: MailRichTextProps) {
  const { t } = useTranslation('mail');
  const editor = useRef<HTMLDivElement>(null);
  const [initial] = useState(initialHtml);
  useEffect(() => {
    // Safe: DOMPurify output with remote loads removed (src/lib/rich-text/sanitize-mail-html.ts).
    if (editor.current) editor.current.innerHTML = sanitizeMailHtml(initial, false).html;
  }, [initial]);

  const emit = () => {
    const node = editor.current;
    if (node) onChange(node.innerHTML, node.innerText ?? node.textContent ?? '');
  };
  return (
    <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="l2">
      <HStack gap="0.5" p="1" borderBottomWidth="1px" borderColor="border" role="toolbar" aria-label={t('compose.formatting')}>
        {commands.map(({ command, icon, label }) => (
          <IconButton
            key={command}
            size="xs"
            variant="ghost"
            aria-label={t(label)}
            // Keeps the selection in the editor while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              editor.current?.focus();
              document.execCommand(command);
              emit();
            }}
          >
            {icon}
          </IconButton>
        ))}
      </HStack>
      <Box
        ref={editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('compose.message')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onInput={emit}
        minH="40"
        maxH="60vh"
        overflowY="auto"
        p="3"
        fontSize="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        colorPalette="primary"
        css={{ '& ul': { listStyleType: 'disc', paddingInlineStart: '6' }, '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' }, '& blockquote': { borderInlineStartWidth: '2px', borderColor: 'border', paddingInlineStart: '3', color: 'fg.muted' } }}
      />
    </Box>
  );
}
