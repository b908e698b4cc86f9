// Poppins (bundled, see src/theme/fonts.ts) first; the system stack covers Arabic script.
import { defineTokens } from '@chakra-ui/react';

const stack =
  "'Poppins', system-ui, -apple-system, 'Segoe UI', 'Noto Sans Arabic', Tahoma, sans-serif";

export const fonts = defineTokens.fonts({
  heading: { value: stack },
  body: { value: stack },
});
