import { useEffect, useRef } from 'react';

/** How far below the viewport the sentinel starts the next page (SPEC.md §9). */
export const SENTINEL_ROOT_MARGIN = '100px';

/**
 * Calls `onVisible` whenever the returned element comes within 100 px of the viewport, while
 * `enabled`. Browsers without IntersectionObserver simply never call it (the element is a
 * button that loads the same way).
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: SENTINEL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
