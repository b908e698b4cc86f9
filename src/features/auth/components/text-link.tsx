// An in-app link styled as text, for the links between the sign-in screens.
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AuthScreenPath } from '../flow-paths';

export function TextLink({ to, children }: { to: AuthScreenPath; children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}
