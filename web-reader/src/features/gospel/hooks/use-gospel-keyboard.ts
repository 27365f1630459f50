import { useEffect } from 'react';

/** Keys pressed while typing, or with a modifier, belong to something else. */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ← and → move one day, Esc goes home (SPEC.md §2). Esc is left alone while a dialog is open,
 * so it closes the dialog instead.
 */
export function useGospelKeyboard(handlers: { previous: () => void; next: () => void; home: () => void }) {
  const { previous, next, home } = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) home();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [previous, next, home]);
}
