import type { RenderOptions } from '@camino/schemas/markdown';
import { usePrerenderedHtml } from '../hooks/use-prerendered-html';
import { renderMarkdown } from '../lib/markdown';
import { MarkdownHtml } from './markdown-html';

interface MarkdownContentProps extends RenderOptions {
  source: string;
  className?: string;
}

const inputOf = ({ source, tags, headingOffset, origin }: MarkdownContentProps) =>
  JSON.stringify([source, tags, headingOffset, origin]);

/** Renders Markdown through the reader's single sanitizing renderer. */
export function MarkdownContent(props: MarkdownContentProps) {
  const { source, className, ...options } = props;
  // Hydrating a pre-rendered page, the server's HTML stays (see usePrerenderedHtml).
  const { id, html } = usePrerenderedHtml(inputOf(props), () => renderMarkdown(source, options));
  return <MarkdownHtml id={id} html={html} className={className} />;
}
