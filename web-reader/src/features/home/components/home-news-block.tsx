import { Skeleton } from '@mantine/core';
import { lazy, memo, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { NewsConfig } from '@camino/schemas/news-config';
import type * as NewsBlockModule from '../../../components/news-block';
// The block's own styles (its accent border) come with home's first CSS, not with its chunk (the
// pre-rendered news is painted before the chunk arrives, and must not move when it does): used
// here by the placeholder, so the build keeps them in home's CSS.
import newsClasses from '../../../components/news-block.module.css';
import { loadMarkdown, markdownLoaded } from '../../../lib/markdown-on-demand';
import { hydratingPrerendered } from '../../../lib/keep-prerendered-data';

// The news block is its own chunk, fetched only when a news block shows. It renders Markdown with
// a renderer of its own (marked + DOMPurify, about a quarter of home's budget), which nothing
// else on home needs and a pre-rendered `/` does not need while it hydrates: the block keeps the
// server's HTML (lib/markdown-on-demand.ts). Drawn in the browser, the block waits for both.
type NewsModule = typeof NewsBlockModule;
type NewsBlockProps = ComponentProps<NewsModule['NewsBlock']>;

let loaded: NewsModule | undefined;
let loading: Promise<NewsModule> | undefined;
const loadNewsChunk = (): Promise<NewsModule> =>
  (loading ??= import('../../../components/news-block').then((module) => (loaded = module)));
const loadNewsBlock = (): Promise<NewsModule> =>
  Promise.all([loadNewsChunk(), loadMarkdown()]).then(([module]) => module);
/** The block can be drawn at once: its chunk and its renderer are in. */
const blockLoaded = () => loaded !== undefined && markdownLoaded() !== undefined;

const LazyNewsBlock = lazy(() => loadNewsBlock().then((module) => ({ default: module.NewsBlock })));

/** Whether a news block shows at all (NewsBlock's own rule: enabled and titled). */
export const newsShows = (news: NewsConfig | undefined): boolean =>
  Boolean(news?.enabled && news.title?.trim());

/** For the pre-render (entry-server.tsx): the block is drawn in place, never behind a boundary. */
export const preloadNewsBlock = (): Promise<unknown> => loadNewsBlock();

/**
 * For main.tsx, before hydrating a pre-rendered `/`: loads the chunk (not the renderer, see above)
 * when the page's public news shows (the member's is never pre-rendered). Hydration then finds
 * NewsBlock at hand; a boundary still waiting for its chunk when anything above it updates (the
 * colour scheme, the session) would be redrawn from its fallback, moving everything below it.
 */
export function loadPrerenderedNews(api: Record<string, unknown>): Promise<unknown> {
  const news = api['/news-config'] as { public?: NewsConfig } | undefined;
  return newsShows(news?.public) ? loadNewsChunk() : Promise.resolve();
}

/**
 * True once the news block's chunk and its renderer are in, fetching them when `needed`. The
 * member's block waits for them behind its placeholder, so it arrives whole (and is measured
 * whole, use-member-news-place.ts).
 */
export function useNewsBlockLoaded(needed: boolean): boolean {
  const [ready, setReady] = useState(blockLoaded);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    void loadNewsBlock().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready || blockLoaded();
}

/**
 * NewsBlock for home, loaded on demand: in place once its chunk is in (the pre-render and a hydrated
 * `/` always have it), else behind a Suspense boundary with a placeholder of its size. Memoised:
 * home re-rendering (the session appearing) must not redraw a boundary still waiting for its chunk.
 */
export const HomeNewsBlock = memo(function HomeNewsBlock(props: NewsBlockProps) {
  // Loaded already (always in the pre-render; the chunk before hydrating a pre-rendered `/` that
  // shows news, whose Markdown keeps the server's HTML): no boundary at all. A Suspense boundary
  // in pre-rendered markup hydrates in a pass of its own, after the page's, when the visitor's
  // language may already have replaced the server's. Decided on mount: a block drawn in place
  // stays in place (a later news change renders once the renderer is in).
  const [inPlace] = useState(() => loaded !== undefined && (blockLoaded() || hydratingPrerendered()));
  if (!newsShows(props.news)) return null;
  if (loaded && (inPlace || blockLoaded())) return <loaded.NewsBlock {...props} />;
  return (
    // Seen only when home is drawn in the browser (no pre-render): the news skeleton's height,
    // with the block's accent.
    <Suspense fallback={<Skeleton height={140} radius="md" className={newsClasses[props.kind]} />}>
      <LazyNewsBlock {...props} />
    </Suspense>
  );
});
