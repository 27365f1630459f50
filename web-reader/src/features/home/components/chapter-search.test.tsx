import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { VolumeSummary } from '@camino/schemas/api/volumes';
import { LOGIN_REDIRECT_DELAY_MS } from '../hooks/use-chapter-search';
import { ChapterSearch } from './chapter-search';

const volumes: VolumeSummary[] = [
  { id: 1, volume_number: 1, is_available: true, has_playlist_data: true, youtube_url: null },
  { id: 9, volume_number: 9, is_available: false, has_playlist_data: false, youtube_url: null },
];

async function search(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Volume and chapter' }), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
  });
}

const location = () => screen.getByTestId('location');

describe('ChapterSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each message in the UI and clears it at the next search', async () => {
    renderWithApp(<ChapterSearch isAuthenticated volumes={volumes} />);
    await search('');
    expect(screen.getByTestId('search-error')).toHaveTextContent('Please enter a valid format (e.g.: 11-5)');
    await search('9-1');
    expect(screen.getByTestId('search-error')).toHaveTextContent('Volume 9 has no content available yet');
    await search('40-1');
    expect(screen.getByTestId('search-error')).toHaveTextContent('The volume must be between 1 and 36');
  });

  it('on success goes to /volume/{n} with the index as searchIndex state', async () => {
    renderWithApp(<ChapterSearch isAuthenticated volumes={volumes} />);
    await search('1-3');
    expect(location()).toHaveTextContent('/volume/1');
    expect(location().dataset.state).toBe(JSON.stringify({ searchIndex: 3 }));
    expect(screen.queryByTestId('search-error')).toBeNull();
  });

  it('signed out: shows searchErrorRequiresLogin, then goes to /user-login after 1500 ms', async () => {
    vi.useFakeTimers();
    renderWithApp(<ChapterSearch isAuthenticated={false} volumes={volumes} />);
    await search('1-3');
    expect(screen.getByTestId('search-error')).toHaveTextContent('You need to log in to view this content');
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(location()).toHaveTextContent(/^\/$/);
    act(() => vi.advanceTimersByTime(1));
    expect(location().textContent).toBe(`/user-login?redirect=${encodeURIComponent('/volume/1?chapter=3')}`);
  });

  it('Enter in the box searches too', async () => {
    renderWithApp(<ChapterSearch isAuthenticated volumes={volumes} />);
    const box = screen.getByRole('textbox', { name: 'Volume and chapter' });
    fireEvent.change(box, { target: { value: '12-1' } });
    await act(async () => {
      fireEvent.submit(box.closest('form')!);
    });
    expect(screen.getByTestId('search-error')).toHaveTextContent('Volume 12 not found');
  });
});
