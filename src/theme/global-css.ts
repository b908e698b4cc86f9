// Page-wide styles: the app's font and colours on the body, selection in the primary palette.
import { defineGlobalStyles } from '@chakra-ui/react';

export const globalCss = defineGlobalStyles({
  body: { fontFamily: 'body', bg: 'bg', color: 'fg' },
  '::selection': { bg: 'primary.muted', color: 'fg' },
});
