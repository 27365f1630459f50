// Proves the Markdown renderer is fetched only when something must be rendered: a hydrating
// pre-rendered element keeps the server's HTML and fetches nothing; an element drawn in the
// browser is empty until the renderer is in, then rendered (`/`'s blocking time).
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OnDemand from '../lib/markdown-on-demand';
import { useMarkdownOnDemand } from './use-markdown-on-demand';

const loadMarkdown = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../lib/markdown-on-demand', async (importOriginal) => {
  const original = await importOriginal<typeof OnDemand>();
  return {
    ...original,
    loadMarkdown: () => {
      loadMarkdown.calls++;
      return original.loadMarkdown();
    },
  };
});

function Html({ source }: { source: string }) {
  const { id, html } = useMarkdownOnDemand(source, (markdown) => markdown.renderMarkdown(source));
  return <div id={id} data-testid="html" dangerouslySetInnerHTML={{ __html: html }} />;
}

const container = document.createElement('div');
const shown = () => container.querySelector('[data-testid="html"]')!.innerHTML;
afterEach(() => {
  container.innerHTML = '';
  container.remove();
});

describe('useMarkdownOnDemand', () => {
  it('keeps the server HTML while hydrating without fetching the renderer, then renders a change', async () => {
    container.innerHTML = renderToString(<Html source="**a**" />).replace(
      '></div>',
      '><p>server a</p></div>',
    );
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Html source="**a**" />));
    expect(shown()).toBe('<p>server a</p>');
    expect(loadMarkdown.calls).toBe(0);

    await act(async () => root.render(<Html source="**b**" />));
    await vi.waitFor(() => expect(shown()).toBe('<p><strong>b</strong></p>'));
    expect(loadMarkdown.calls).toBe(1);
    await act(async () => root.unmount());
  });

  it('renders in the browser once the renderer is in', async () => {
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Html source="*c*" />));
    await vi.waitFor(() => expect(shown()).toBe('<p><em>c</em></p>'));
    await act(async () => root.unmount());
  });
});
