import { Typography } from '@mantine/core';
import { type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface MarkdownHtmlProps {
  /** The element's id (usePrerenderedHtml finds the server's HTML by it). */
  id: string;
  /** Sanitized HTML (the reader's Markdown renderer, or the server's pre-render of it). */
  html: string;
  className?: string;
}

/**
 * Rendered Markdown in the reader's typography. Links inside the site move within the app instead
 * of reloading the page.
 */
export function MarkdownHtml({ id, html, className }: MarkdownHtmlProps) {
  const navigate = useNavigate();
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
      {/* Safe: the renderer sanitizes to the allow-list of SPEC.md §5. */}
      <div id={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
