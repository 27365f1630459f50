// Home's news block drawn in the browser arrives whole: its chunk and its Markdown renderer (both
// fetched on demand) are in before it replaces its placeholder, so the title never shows with an
// empty description that fills in a moment later, moving everything below it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { HomeNewsBlock } from './home-news-block';

describe('HomeNewsBlock', () => {
  it('shows the title only together with the rendered description', async () => {
    renderWithApp(
      <HomeNewsBlock
        kind="public"
        news={{ enabled: true, title: 'Retiro', description: 'Sábado **10:00**' }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Retiro' })).toBeNull();
    await screen.findByRole('heading', { name: 'Retiro' });
    expect(screen.getByText('10:00').tagName).toBe('STRONG');
  });
});
