import { Typography } from '@mantine/core';
import { type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RenderOptions } from '@camino/schemas/markdown';
import { usePrerenderedHtml } from '../hooks/use-prerendered-html';
import { renderMarkdown } from '../lib/markdown';

interface MarkdownContentProps extends RenderOptions {
  source: string;
  className?: string;
}

/**
 * Renders Markdown through the reader's single sanitizing renderer. Links inside the site move
 * within the app instead of reloading the page.
 */
export function MarkdownContent({ source, className, ...options }: MarkdownContentProps) {
  const navigate = useNavigate();
  const { tags, headingOffset, origin } = options;
  // Hydrating a pre-rendered page, the server's HTML stays (see usePrerenderedHtml).
  const { id, html } = usePrerenderedHtml(JSON.stringify([source, tags, headingOffset, origin]), () =>
    renderMarkdown(source, { tags, headingOffset, origin }),
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <Typography className={className ? `markdown ${className}` : 'markdown'}>
      {/* Safe: renderMarkdown sanitizes to the allow-list of SPEC.md §5. */}
      <div id={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
