import { useEffect, useState } from 'react';
import { loadMarkdown, markdownLoaded, type Markdown } from '../lib/markdown-on-demand';
import { usePrerenderedHtml } from './use-prerendered-html';

/**
 * usePrerenderedHtml with the Markdown renderer fetched only when something must be rendered: the
 * server's HTML is kept while the page hydrates, and an element whose input differs from it (or
 * that no server drew) is empty until the renderer is in, then rendered. Whoever draws such an
 * element where an empty moment would show (home's news block) waits for loadMarkdown() first.
 */
export function useMarkdownOnDemand(
  input: string,
  render: (markdown: Markdown) => string,
): { id: string; html: string } {
  const [markdown, setMarkdown] = useState(markdownLoaded);
  const { id, html, waiting } = usePrerenderedHtml(input, markdown ? () => render(markdown) : null);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void loadMarkdown().then((module) => live && setMarkdown(module));
    return () => {
      live = false;
    };
  }, [waiting]);
  return { id, html };
}
