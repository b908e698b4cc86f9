// The app's own text styles, beside Chakra's size scale: `<Text textStyle="eyebrow">`.
import { defineTextStyles } from '@chakra-ui/react';

export const appTextStyles = defineTextStyles({
  /** The short uppercase line above a page's or a section's heading (marketing heroes, pricing, FAQs). */
  eyebrow: {
    value: {
      fontSize: 'sm',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wider',
    },
  },
  /** A small uppercase label over a group of controls or figures (settings groups, nav sections). */
  overline: {
    value: {
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
  },
});
