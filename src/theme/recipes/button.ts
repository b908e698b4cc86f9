// Buttons: Poppins reads best at semibold in controls.
import { defineRecipe } from '@chakra-ui/react';

export const buttonRecipe = defineRecipe({
  base: { fontWeight: 'semibold' },
});
