// The <form> of a sign-in screen: named for screen readers, browser validation off (ours is
// shown next to each field), fields stacked. A submit pressed on the prerendered page before the
// app took it over is sent at the takeover (sendHeldSubmits in src/lib/prerender-handoff.ts).
import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

export function AuthForm({
  id,
  label,
  onSubmit,
  children,
}: {
  /** For what the boot script fills in before the app starts (the login form's demo account). */
  id?: string;
  label: string;
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
