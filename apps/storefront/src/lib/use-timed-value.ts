import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that clears itself `durationMs` after it was last set (spec §4/§5: form errors clear
 * after 5 s). Setting it again restarts the wait; unmounting cancels it.
 */
export function useTimedValue<T>(durationMs: number): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: T | null) => {
      clearTimeout(timer.current);
      setValue(next);
      if (next !== null) timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [value, show];
}
