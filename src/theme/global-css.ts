// Page-wide styles: the app's font and colours on the body, selection in the primary palette, and
// motion cut to an instant for people who ask for less (WCAG 2.3.3): every CSS animation and
// transition (loader, drawers, dialogs, menus, skeletons) ends within a millisecond, so their end
// events still fire and nothing waiting for them hangs. Charts (src/lib/charts) never animate.
import { defineGlobalStyles } from '@chakra-ui/react';

const instant = '1ms !important';

export const globalCss = defineGlobalStyles({
  body: { fontFamily: 'body', bg: 'bg', color: 'fg' },
  '::selection': { bg: 'primary.muted', color: 'fg' },
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: instant,
      animationIterationCount: '1 !important',
      animationDelay: '0s !important',
      transitionDuration: instant,
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
});
