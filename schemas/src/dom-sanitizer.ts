// The policy applied with DOMPurify over a DOM (pages, the desktop preview). DOMPurify is passed
// in, not imported, so this module loads in any bundle and tests can give it a jsdom window.
import { classifyHref, EXTERNAL_LINK_ATTRIBUTES } from './link-policy';
import type { HtmlSanitizer } from './markdown';
import { shiftedHeadingLevel } from './html-policy';

// The few DOM members used, typed here because schemas/ compiles without the DOM library.
interface DomElement {
  readonly tagName: string;
  readonly childNodes: ArrayLike<unknown>;
  innerHTML: string;
  getAttribute(name: string): string | null;
  getAttributeNames(): string[];
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  append(...nodes: never[]): void;
  replaceWith(...nodes: never[]): void;
}
interface DomFragment {
  readonly ownerDocument: { createElement(tag: string): DomElement } | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}

/** The part of a DOMPurify instance this uses (`DOMPurify(window)`). */
export interface DomPurifyLike {
  sanitize(
    html: string,
    config: { ALLOWED_TAGS: string[]; ALLOWED_ATTR: string[]; RETURN_DOM_FRAGMENT: true },
  ): DomFragment;
}

const children = (node: DomElement) => Array.from(node.childNodes) as never[];

/** Moves each heading `offset` levels down, never below h4. */
function shiftHeadings(root: DomFragment, offset: number): void {
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const replacement = root.ownerDocument!.createElement(
      `h${shiftedHeadingLevel(Number(heading.tagName[1]), offset)}`,
    );
    replacement.append(...children(heading));
    heading.replaceWith(replacement as never);
  }
}

/** A refused link becomes its text; an allowed one keeps `href` and, when external, opens apart. */
function applyLinkPolicy(root: DomFragment, origin: string): void {
  for (const anchor of Array.from(root.querySelectorAll('a'))) {
    const kind = classifyHref(anchor.getAttribute('href')?.trim() ?? '', origin);
    for (const name of anchor.getAttributeNames()) if (name !== 'href') anchor.removeAttribute(name);
    if (kind === null) anchor.replaceWith(...children(anchor));
    else if (kind === 'external') {
      for (const [name, value] of Object.entries(EXTERNAL_LINK_ATTRIBUTES)) anchor.setAttribute(name, value);
    }
  }
}

/**
 * The sanitizer for a DOM: `purifier` should be a private instance (`DOMPurify(window)`), so
 * these settings never leak into other sanitizing. DOMPurify drops scripts and styles whole and
 * keeps the text of other refused elements.
 */
export function createDomSanitizer(purifier: DomPurifyLike): HtmlSanitizer {
  return ({ html, tags, headingOffset, origin }) => {
    const clean = purifier.sanitize(html, {
      ALLOWED_TAGS: [...tags],
      ALLOWED_ATTR: ['href'],
      RETURN_DOM_FRAGMENT: true,
    });
    if (headingOffset > 0) shiftHeadings(clean, headingOffset);
    applyLinkPolicy(clean, origin);
    const out = clean.ownerDocument!.createElement('div');
    out.append(clean as never);
    return out.innerHTML.trim();
  };
}
