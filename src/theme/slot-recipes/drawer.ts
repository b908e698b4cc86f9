// Drawers: a `settings` size, the 280 px panel of seed §2.4 and §9.
import { defineSlotRecipe } from '@chakra-ui/react';
import { drawerAnatomy } from '@chakra-ui/react/anatomy';

export const SETTINGS_DRAWER_WIDTH = '280px';

export const drawerSlotRecipe = defineSlotRecipe({
  slots: drawerAnatomy.keys(),
  variants: {
    size: {
      settings: { content: { maxW: SETTINGS_DRAWER_WIDTH, w: SETTINGS_DRAWER_WIDTH } },
    },
  },
});
