import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: each change restarts the wait, so a burst of
 * keystrokes yields only its last value. The first render returns `initial`, `value` unless given:
 * a caller that mounts in the middle of a burst (the header's suggestions, whose code arrives while
 * the shopper types) passes what it had before, so the words typed so far wait like any others.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return settled;
}
