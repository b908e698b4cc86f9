// Fixed sizes of the spec: the settings drawer is 280 px wide (docs/product-rules.md#settings-drawer, #limits).
import { defineTokens } from '@chakra-ui/react';

export const sizes = defineTokens.sizes({
  settingsDrawer: { value: '280px' },
});
