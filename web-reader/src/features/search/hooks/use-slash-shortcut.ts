import { useEffect, type RefObject } from 'react';

/** True when the key goes to something the user is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * `/` anywhere on the page (unless typing in a field, or with a modifier) calls `open` and then
 * focuses `input`, as on GitHub or MDN; the `/` itself is not typed.
 */
export function useSlashShortcut(input: RefObject<HTMLInputElement | null>, open?: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      open?.();
      // After `open` has rendered the field (phones show it on demand).
      requestAnimationFrame(() => input.current?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input, open]);
}
