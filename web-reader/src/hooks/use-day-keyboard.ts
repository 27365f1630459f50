import { useEffect } from 'react';

/** A dialog, modal or drawer is open: the page behind it takes no shortcut. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/** Widgets whose own keys the arrows are (a menu, a list box, a slider, tabs). */
const ARROW_WIDGETS =
  '[role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [role="radiogroup"]';

/**
 * Keys pressed while typing, with a modifier, behind an open dialog or inside a widget that uses
 * the arrows belong to something else.
 */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  if (document.querySelector(OVERLAY)) return true;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return false;
  if (target.closest(ARROW_WIDGETS)) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ← and → move one day, Esc goes home (SPEC.md §2; the gospel and Today pages). Nothing happens while a dialog is open (Esc
 * then closes the dialog, and the arrows must not change the day behind it).
 */
export function useDayKeyboard(handlers: { previous: () => void; next: () => void; home: () => void }) {
  const { previous, next, home } = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else if (event.key === 'Escape') home();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [previous, next, home]);
}
