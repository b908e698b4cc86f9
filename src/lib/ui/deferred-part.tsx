// A part of a screen drawn just after the rest, in a render the browser can interrupt
// (docs/performance.md#how-the-signed-in-dashboard-starts). On its first render it shows its
// placeholder (by default nothing: give it one when the part sits above others, so nothing moves),
// then React draws the part in the background (useDeferredValue's initial value) in slices of a few
// milliseconds, and commits it on its own. Parts nested in a part come one commit later each, so a
// screen arrives in a few short tasks instead of one long one: what the reader sees first (the
// heading, the first figures) goes outside, what is below the fold or beside it goes inside.
// Later renders draw it at once: only its first mount waits.
import { useDeferredValue, type ReactNode } from 'react';

export function DeferredPart({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
