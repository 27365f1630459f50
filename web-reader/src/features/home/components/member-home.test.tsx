import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { ProgressResponse, VolumeSummary } from '@camino/schemas/api/volumes';
import { MemberBlock } from './member-block';
import { MemberVolumeGrid } from './member-volume-grid';

const volume = (n: number, kind: 'playlist' | 'youtube' | 'soon'): VolumeSummary => ({
  id: n,
  volume_number: n,
  is_available: kind !== 'soon',
  has_playlist_data: kind === 'playlist',
  youtube_url: kind === 'soon' ? null : `https://youtube.com/p${n}`,
});

const answer: ProgressResponse = {
  progress: [
    {
      volume_number: 1,
      title: 'Camino - Volumen 1: Los primeros pasos',
      cover: '/demo/thumbnails/1-1.svg',
      total: 5,
      watched: 2,
      last_chapter: 3,
      last_opened_at: '2026-11-20T10:00:00.000Z',
    },
    {
      volume_number: 3,
      title: 'Camino - Volumen 3: La esperanza que sirve',
      cover: '/demo/thumbnails/3-1.svg',
      total: 5,
      watched: 0,
      last_chapter: null,
      last_opened_at: null,
    },
  ],
  continue_reading: {
    volume_number: 1,
    chapter: 3,
    title: '1-3. El silencio que escucha',
    thumbnail: '/demo/thumbnails/1-3.svg',
  },
};
const noNews = { enabled: false, title: '', description: '' };

describe("a member's home", () => {
  it('continues at the chapter opened last, with the volume watched/total', () => {
    renderWithApp(<MemberBlock progress={answer} news={noNews} />);
    const card = screen.getByTestId('continue-card');
    expect(card).toHaveAttribute('href', '/volume/1?chapter=3');
    expect(card).toHaveTextContent('Continue reading');
    expect(card).toHaveTextContent('Volume 1 · 3 – El silencio que escucha');
    expect(card).toHaveTextContent('2/5 watched');
    expect(card.querySelector('img')).toHaveAttribute('src', '/demo/thumbnails/1-3.svg');
  });

  it('shows nothing at all without a chapter to continue nor member news', () => {
    const { container } = renderWithApp(
      <MemberBlock progress={{ ...answer, continue_reading: null }} news={noNews} />,
    );
    expect(container.querySelector('[data-member-block]')).toBeNull();
  });

  it('lists readable volumes first with cover and title, then YouTube ones, then "Coming soon" compact', () => {
    const volumes = [volume(1, 'playlist'), volume(2, 'soon'), volume(3, 'playlist'), volume(4, 'youtube')];
    renderWithApp(<MemberVolumeGrid volumes={volumes} progress={answer.progress} />);
    const cards = screen.getAllByTestId(/^volume-\d+$/).map((el) => el.dataset.testid);
    expect(cards).toEqual(['volume-1', 'volume-3', 'volume-4', 'volume-2']);
    const first = screen.getByTestId('volume-1');
    expect(first).toHaveAttribute('href', '/volume/1');
    expect(first).toHaveTextContent('Los primeros pasos');
    expect(first.querySelector('img')).toHaveAttribute('src', '/demo/thumbnails/1-1.svg');
    expect(within(first).getByTestId('volume-progress-1')).toHaveTextContent('2/5 watched');
    expect(screen.getByTestId('volume-2')).not.toHaveAttribute('href');
    expect(screen.getByRole('list', { name: 'Coming soon' })).toHaveTextContent('Volume 2');
  });
});
