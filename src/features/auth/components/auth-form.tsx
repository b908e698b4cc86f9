// The <form> of a sign-in screen: named for screen readers, browser validation off (ours is
// shown next to each field), fields stacked. A submit pressed on the prerendered page before the
// app started is sent once the app has taken the form over.
import { Stack } from '@chakra-ui/react';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { resumeHeldSubmit } from '@/lib/prerender-handoff';

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
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => resumeHeldSubmit(ref.current), []);
  return (
    <form ref={ref} id={id} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
