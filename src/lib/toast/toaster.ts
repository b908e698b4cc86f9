// The app's one toaster (docs/product-rules.md#toasts): top-end (top right; top left in rtl, like the rest of the mirrored
// layout), at most 5 visible (more wait in a queue), each hiding after 3000 ms.
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX_VISIBLE = 5;

export const toaster = createToaster({
  placement: 'top-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
