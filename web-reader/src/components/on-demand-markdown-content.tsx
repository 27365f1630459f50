import { useMarkdownOnDemand } from '../hooks/use-markdown-on-demand';
import { MarkdownHtml } from './markdown-html';

interface OnDemandMarkdownContentProps {
  source: string;
  className?: string;
}

/**
 * MarkdownContent for a chunk that must not carry the renderer (home's news block): the server's
 * HTML is kept while the page hydrates, and the renderer is fetched when anything else must be
 * drawn (see useMarkdownOnDemand; whoever draws it first waits for loadMarkdown()).
 */
export function OnDemandMarkdownContent({ source, className }: OnDemandMarkdownContentProps) {
  const { id, html } = useMarkdownOnDemand(source, (markdown) => markdown.renderMarkdown(source));
  return <MarkdownHtml id={id} html={html} className={className} />;
}
