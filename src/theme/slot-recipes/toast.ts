// Toasts: every kind on a solid colour strong enough for white text at WCAG AA (Chakra's green
// and orange 600 are not), the same in light and dark mode, and descriptions at full opacity.
import { defineSlotRecipe } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';

const onSolid = {
  color: 'white',
  '--toast-trigger-bg': '{white/10}',
  '--toast-border-color': '{white/40}',
};

export const toastSlotRecipe = defineSlotRecipe({
  slots: toastAnatomy.keys(),
  base: {
    root: {
      '&[data-type=info]': { bg: 'blue.700', ...onSolid },
      '&[data-type=success]': { bg: 'green.700', ...onSolid },
      '&[data-type=warning]': { bg: 'orange.700', ...onSolid },
      '&[data-type=error]': { bg: 'red.700', ...onSolid },
    },
    description: { opacity: 1 },
  },
});
