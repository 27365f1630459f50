import { useEffect } from 'react';

/** Where the height of the member's news block is kept (read by public/boot.js). */
const STORAGE_KEY = 'memberNewsPlace';

function remember(block: Element | null): void {
  const height = block ? Math.round(block.getBoundingClientRect().height) : 0;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ width: window.innerWidth, height }));
  } catch {
    // Not remembered: the next visit holds the default place.
  }
}

/**
 * Remembers how tall the member's block (the "Continue" card and the member news) was at this
 * window width (0 when there is none), so that on the next visit public/boot.js holds exactly that
 * place in the pre-rendered page (always the visitor's), and nothing moves when the block arrives.
 * It is measured again whenever its size changes (the reading font arriving re-wraps the titles),
 * so what is kept is its final height, not the first one.
 */
export function useRememberMemberNewsPlace(shown: boolean, news: unknown, progress: unknown): void {
  useEffect(() => {
    if (!shown) return;
    const block = document.querySelector('[data-member-block]');
    remember(block);
    if (!block || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => remember(block));
    observer.observe(block);
    return () => observer.disconnect();
  }, [shown, news, progress]);
}
