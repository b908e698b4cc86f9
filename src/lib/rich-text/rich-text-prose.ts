// Typography for rich text, shared by the editor's writing area and the read-only view, so what
// an author writes looks the way readers will see it.
import type { SystemStyleObject } from '@chakra-ui/react';

export const richTextProse: SystemStyleObject = {
  lineHeight: '1.7',
  overflowWrap: 'anywhere',
  '& > * + *': { marginBlockStart: '3' },
  // Each paragraph takes the direction of its own text (an English post read in Arabic stays left
  // to right, an Arabic line in it right to left): docs/look-and-feel.md#text-in-both-directions.
  '& p, & li, & h2, & h3, & h4, & blockquote': { unicodeBidi: 'plaintext', textAlign: 'start' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginBlockStart: '6' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginBlockStart: '5' },
  '& h4': { fontSize: 'md', fontWeight: 'semibold', marginBlockStart: '4' },
  // A text that opens with a heading starts at the top of its box, like one that opens with a paragraph.
  '& > :first-child': { marginBlockStart: '0' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginBlockStart: '1' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '4',
    color: 'fg.muted',
    fontStyle: 'italic',
  },
  '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    paddingInline: '1',
    borderRadius: 'l1',
  },
  '& pre': {
    fontFamily: 'mono',
    bg: 'bg.muted',
    padding: '3',
    borderRadius: 'l2',
    overflowX: 'auto',
  },
  '& pre code': { bg: 'transparent', padding: '0' },
  '& hr': { borderColor: 'border' },
};
