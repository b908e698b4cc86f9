// The one expiry timer of a session (docs/product-rules.md#long-timers): arming it again replaces the previous timer, and a
// deadline further away than a browser timer can wait (2^31-1 ms) is reached in steps.
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export interface ExpiryTimer {
  /** Calls `onExpire` once, at `expiresAt` (epoch ms). Replaces any timer armed before. */
  arm: (expiresAt: number, onExpire: () => void) => void;
  clear: () => void;
  isArmed: () => boolean;
}

export function createExpiryTimer(): ExpiryTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };

  const arm = (expiresAt: number, onExpire: () => void) => {
    clear();
    const step = () => {
      const remaining = expiresAt - Date.now();
      if (remaining <= 0) {
        handle = undefined;
        onExpire();
        return;
      }
      handle = setTimeout(step, Math.min(remaining, MAX_TIMER_DELAY_MS));
    };
    step();
  };

  return { arm, clear, isArmed: () => handle !== undefined };
}
