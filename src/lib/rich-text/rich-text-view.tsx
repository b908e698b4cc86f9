// Shows stored rich text as formatted, sanitised HTML (./sanitize-rich-text.ts).
import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-rich-text';
import { richTextProse } from './rich-text-prose';

export function RichTextView({ html, ...rest }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      css={richTextProse}
      {...rest}
      // Safe: DOMPurify output restricted to the editor's formatting (./sanitize-rich-text.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
