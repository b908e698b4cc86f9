// Fixed sizes of the spec: the settings drawer is 280 px wide (seed §2.4, §9).
import { defineTokens } from '@chakra-ui/react';

export const sizes = defineTokens.sizes({
  settingsDrawer: { value: '280px' },
});
