// The <form> of a sign-in screen: named for screen readers, browser validation off (ours is
// shown next to each field), fields stacked.
import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

export function AuthForm({ label, onSubmit, children }: { label: string; onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
