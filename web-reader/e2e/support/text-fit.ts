import type { Page } from '@playwright/test';

/**
 * What a person would read as cut or broken text on the page as it is drawn now: a box that
 * clips its own words (an ellipsis or hidden overflow, unless the element or an ancestor carries
 * the whole text in a `title`), and a word split across two lines (at a hyphen or a slash it may
 * break; inside a word it may not: "Apren/der").
 */
export function textProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${(el.textContent ?? '').trim().slice(0, 50)}"`;
    };
    const skipped =
      'input, textarea, select, iframe, svg, svg *, img, [aria-hidden="true"], [aria-hidden="true"] *';
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!shown(el) || el.closest('[title]') || el.matches(skipped)) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const style = getComputedStyle(el);
      const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden';
      // A 1 px box is text for screen readers only (visually hidden on purpose).
      if (ownText && clips && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        problems.add(`clipped: ${name(el)} (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        !shown(parent) ||
        parent.closest('[aria-hidden="true"], script, style, textarea, pre, code')
      )
        continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-‐–—/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) problems.add(`word broken: "${word[0]}" in ${name(parent)}`);
      }
    }
    return [...problems];
  });
}
