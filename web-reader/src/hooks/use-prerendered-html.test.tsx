// Proves a pre-rendered element's HTML is kept while the page hydrates (nothing rendered again),
// and that a component drawn in the browser, or a later change of its input, renders as usual.
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrerenderedHtml } from './use-prerendered-html';

function Html({ input, render }: { input: string; render: () => string }) {
  const { id, html } = usePrerenderedHtml(input, render);
  return <div id={id} data-testid="html" dangerouslySetInnerHTML={{ __html: html }} />;
}

const container = document.createElement('div');
afterEach(() => {
  container.innerHTML = '';
  container.remove();
});

describe('usePrerenderedHtml', () => {
  it('keeps the server HTML while hydrating, then renders when the input changes', async () => {
    container.innerHTML = renderToString(<Html input="a" render={() => '<b>server a</b>'} />);
    document.body.append(container);
    const render = vi.fn(() => '<i>browser</i>');
    const root = await act(async () => hydrateRoot(container, <Html input="a" render={render} />));
    expect(render).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="html"]')!.innerHTML).toBe('<b>server a</b>');

    await act(async () => root.render(<Html input="b" render={() => '<i>browser b</i>'} />));
    expect(container.querySelector('[data-testid="html"]')!.innerHTML).toBe('<i>browser b</i>');
    await act(async () => root.unmount());
  });

  it('renders when drawn in the browser', async () => {
    document.body.append(container);
    const render = vi.fn(() => '<i>browser</i>');
    const root = createRoot(container);
    await act(async () => root.render(<Html input="a" render={render} />));
    expect(render).toHaveBeenCalled();
    expect(container.querySelector('[data-testid="html"]')!.innerHTML).toBe('<i>browser</i>');
    await act(async () => root.unmount());
  });
});
