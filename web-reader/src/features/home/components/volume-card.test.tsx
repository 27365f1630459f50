import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { VolumeSummary } from '@camino/schemas/api/volumes';
import { VolumeCard, volumeCardKind } from './volume-card';

const playlist: VolumeSummary = {
  id: 1,
  volume_number: 1,
  is_available: true,
  has_playlist_data: true,
  youtube_url: 'https://youtube.com/x',
};
const youtube: VolumeSummary = {
  id: 4,
  volume_number: 4,
  is_available: true,
  has_playlist_data: false,
  youtube_url: 'https://youtube.com/p4',
};
const unavailable: VolumeSummary = {
  id: 9,
  volume_number: 9,
  is_available: false,
  has_playlist_data: false,
  youtube_url: null,
};

describe('VolumeCard (SPEC.md §2, §4)', () => {
  it('classifies the three behaviours', () => {
    expect([playlist, youtube, unavailable].map(volumeCardKind)).toEqual([
      'playlist',
      'youtube',
      'unavailable',
    ]);
  });

  it('with playlist data: the volume page when signed in, the login first otherwise', () => {
    renderWithApp(<VolumeCard volume={playlist} isAuthenticated />);
    expect(screen.getByTestId('volume-1')).toHaveAttribute('href', '/volume/1');
  });

  it('signed out, a playlist volume leads to /user-login', () => {
    renderWithApp(<VolumeCard volume={playlist} isAuthenticated={false} />);
    expect(screen.getByTestId('volume-1').getAttribute('href')).toMatch(/^\/user-login/);
  });

  it('with only a YouTube link: opens it in a new tab', () => {
    renderWithApp(<VolumeCard volume={youtube} isAuthenticated />);
    const card = screen.getByTestId('volume-4');
    expect(card).toHaveAttribute('href', 'https://youtube.com/p4');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('unavailable: not a link or button at all', () => {
    renderWithApp(<VolumeCard volume={unavailable} isAuthenticated />);
    const card = screen.getByTestId('volume-9');
    expect(card.tagName).toBe('DIV');
    expect(card).not.toHaveAttribute('href');
    expect(card).toHaveAttribute('aria-disabled', 'true');
  });

  it("with a member's progress: watched/total and a bar as wide as the share watched", () => {
    renderWithApp(<VolumeCard volume={playlist} isAuthenticated progress={{ watched: 2, total: 5 }} />);
    const progress = screen.getByTestId('volume-progress-1');
    expect(progress).toHaveTextContent('2/5 watched');
    expect(progress.querySelector('[aria-hidden="true"] > span')).toHaveStyle({ width: '40%' });
  });

  it('no progress shown without it, or for a volume with nothing to watch', () => {
    const { unmount } = renderWithApp(<VolumeCard volume={playlist} isAuthenticated />);
    expect(screen.queryByTestId('volume-progress-1')).toBeNull();
    unmount();
    renderWithApp(<VolumeCard volume={playlist} isAuthenticated progress={{ watched: 0, total: 0 }} />);
    expect(screen.queryByTestId('volume-progress-1')).toBeNull();
  });
});
