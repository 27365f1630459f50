import { Typography } from '@mantine/core';
import { useMemo, type MouseEvent } from 'react';
import { api } from '../../lib/api';
import type { RenderOptions } from '@camino/schemas/markdown';
import { renderMarkdown } from '../../lib/markdown';
import { useWorkspace } from '../../app/workspace-context';

interface MarkdownPreviewProps extends Pick<RenderOptions, 'tags' | 'headingOffset'> {
  source: string;
  label: string;
}

/**
 * The live preview, sanitized by the reader's own renderer (@camino/schemas/markdown). Links never
 * navigate the app: external ones open in the system browser, through main.
 */
export function MarkdownPreview({ source, label, tags, headingOffset }: MarkdownPreviewProps) {
  const { connection } = useWorkspace();
  const origin = connection ? new URL(connection.server).origin : '';
  const html = useMemo(
    () => renderMarkdown(source, { tags, headingOffset, origin }),
    [source, tags, headingOffset, origin],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor) return;
    event.preventDefault();
    if (anchor.target === '_blank') void api.shell.openExternal(anchor.href);
  };

  return (
    <Typography>
      {/* Safe: renderMarkdown keeps only the allow-list of SPEC.md §5. */}
      <div
        role="region"
        aria-label={label}
        data-testid="markdown-preview"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Typography>
  );
}
