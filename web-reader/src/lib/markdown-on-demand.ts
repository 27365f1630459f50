import type * as MarkdownModule from './markdown';

/** The Markdown renderer (lib/markdown.ts: marked, DOMPurify and the site's policy). */
export type Markdown = typeof MarkdownModule;

// Fetched on demand by what can wait for it (home's news block): a pre-rendered `/` keeps the
// server's HTML while it hydrates and needs no renderer at all unless the news changes or a
// member's block shows. Loading and setting up marked and DOMPurify was ~120 ms of main-thread
// work on `/` under Lighthouse's CPU slowdown, all of it inside the page's total blocking time.
let loaded: Markdown | undefined;
let loading: Promise<Markdown> | undefined;

/** The renderer, fetched once (the pre-render's build swaps in its server twin, vite.config.ts). */
export const loadMarkdown = (): Promise<Markdown> =>
  (loading ??= import('./markdown').then((module) => (loaded = module)));

/** The renderer when it is in already, else undefined. */
export const markdownLoaded = (): Markdown | undefined => loaded;
