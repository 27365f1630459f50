import { useCallback, useEffect, useRef, useState } from 'react';

/** A feedback message that clears itself after the given time (share, copy, saved badges). */
export function useTimedMessage<T>(): [T | null, (value: T, durationMs: number) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: T, durationMs: number) => {
    clearTimeout(timer.current);
    setValue(next);
    timer.current = setTimeout(() => setValue(null), durationMs);
  }, []);
  return [value, show];
}
