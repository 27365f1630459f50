import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, NavigationType, Router, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { currentToasts, hideToast } from '../../../lib/toast';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import {
  FOUND_TOAST_MS,
  HIGHLIGHT_MS,
  LIST_SCROLL_DELAY_MS,
  useChapterSelection,
} from './use-chapter-selection';

const playlist: PlaylistResponse = {
  volume_number: 1,
  playlistId: 'PL1',
  playlistTitle: 'Vol 1',
  description: '',
  last_chapter: null,
  lang: 'es',
  fallback: true,
  items: ['1-1. Uno', '1-2. Dos', '1-3. Tres', '1-4. Cuatro'].map((title, i) => ({
    position: i + 1,
    videoId: `v${i}`,
    chapter_key: `v${i}`,
    title,
    url: '',
    channelTitle: '',
    thumbnail: '',
    is_watched: false,
  })),
};

type Entry = string | { pathname: string; search?: string; state?: unknown };

function setup(entry: Entry, list: PlaylistResponse = playlist) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => ({ selection: useChapterSelection(1, list), location: useLocation(), navigate: useNavigate() }),
    {
      wrapper,
    },
  );
  // The list the hook scrolls: one item per video.
  const ul = document.createElement('ul');
  ul.scrollTo = vi.fn();
  list.items.forEach((_, i) => {
    const li = document.createElement('li');
    li.dataset.position = String(i);
    ul.append(li);
  });
  hook.result.current.selection.listRef.current = ul;
  return { ...hook, ul };
}

const toasts = () => currentToasts().map((t) => [t.message, t.color]);

describe('useChapterSelection (SPEC.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of currentToasts()) hideToast(toast.id);
    vi.useRealTimers();
  });

  it('?chapter=: selected, green toast for 3 s, highlight for 500 ms, list scrolled after 100 ms, parameter kept', () => {
    const { result, ul } = setup('/volume/1?chapter=3&from=%2Ftemas');
    expect(result.current.selection.position).toBe(2);
    expect(result.current.selection.highlighted).toBe(2);
    expect(toasts()).toEqual([['Chapter 3 found', 'green']]);
    expect(`${result.current.location.pathname}${result.current.location.search}`).toBe(
      '/volume/1?chapter=3&from=%2Ftemas',
    );

    act(() => vi.advanceTimersByTime(LIST_SCROLL_DELAY_MS - 1));
    expect(ul.scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(ul.scrollTo).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - LIST_SCROLL_DELAY_MS - 1));
    expect(result.current.selection.highlighted).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.selection.highlighted).toBeNull();

    act(() => vi.advanceTimersByTime(FOUND_TOAST_MS - HIGHLIGHT_MS));
    expect(toasts()).toEqual([]);
  });

  it('the home search state {searchIndex} does the same; the address names the chapter instead', () => {
    const { result } = setup({ pathname: '/volume/1', state: { searchIndex: 4 } });
    expect(result.current.selection.position).toBe(3);
    expect(toasts()).toEqual([['Chapter 4 found', 'green']]);
    expect(result.current.location.search).toBe('?chapter=4');
    expect(result.current.location.state).toEqual({ chapterMove: true });
  });

  it('a chapter the playlist lacks: searchErrorChapterNotFound, the opening chapter instead', () => {
    const { result } = setup('/volume/1?chapter=9');
    expect(result.current.selection.searchError).toEqual({
      key: 'searchErrorChapterNotFound',
      params: { chapter: '9' },
    });
    expect(result.current.selection.position).toBe(0);
    expect(result.current.location.search).toBe('?chapter=1');
    expect(toasts()).toEqual([]);
  });

  it('without a request: the last chapter opened, else the first, written into the address', () => {
    const last = setup('/volume/1', { ...playlist, last_chapter: 3 }).result.current;
    expect(last.selection.position).toBe(2);
    expect(last.location.search).toBe('?chapter=3');
    expect(setup('/volume/1', { ...playlist, last_chapter: 42 }).result.current.selection.position).toBe(0);
  });

  it('each move is a history entry: Back reopens the previous chapter quietly, Forward the next', () => {
    const { result } = setup('/volume/1?from=%2F');
    expect(result.current.location.search).toBe('?from=%2F&chapter=1');
    act(() => result.current.selection.select(2));
    expect(result.current.location.search).toBe('?from=%2F&chapter=3');
    act(() => result.current.selection.select(3));
    act(() => void result.current.navigate(-1));
    expect(result.current.selection.position).toBe(2);
    expect(result.current.location.search).toBe('?from=%2F&chapter=3');
    act(() => void result.current.navigate(-1));
    expect(result.current.selection.position).toBe(0);
    act(() => void result.current.navigate(1));
    expect(result.current.selection.position).toBe(2);
    expect(toasts()).toEqual([]);
  });

  it('Back that overtakes a pending move (the router commits in a transition) still reopens its chapter', () => {
    // The entry of chapter 4 is never committed: React sees chapter 3's entry again, now as POP.
    const entry = {
      pathname: '/volume/1',
      search: '?chapter=3',
      state: { chapterMove: true },
      hash: '',
      key: 'k3',
    };
    const navigator = { push: vi.fn(), replace: vi.fn(), go: vi.fn(), createHref: () => '' };
    let navigationType = NavigationType.Push;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router location={entry} navigationType={navigationType} navigator={navigator}>
        {children}
      </Router>
    );
    const { result, rerender } = renderHook(() => useChapterSelection(1, playlist), { wrapper });
    act(() => result.current.select(3));
    expect(result.current.position).toBe(3);
    expect(navigator.push).toHaveBeenCalledTimes(1);

    navigationType = NavigationType.Pop;
    rerender();
    expect(result.current.position).toBe(2);
    expect(toasts()).toEqual([]);
  });

  it('the in-volume search: messages, then the chapter revealed; a manual choice clears the message', () => {
    const { result } = setup('/volume/1');
    act(() => result.current.selection.search('7'));
    expect(result.current.selection.searchError).toEqual({
      key: 'searchErrorNotAvailable',
      params: { chapter: '7' },
    });
    act(() => result.current.selection.search('2'));
    expect(result.current.selection.position).toBe(1);
    expect(result.current.selection.searchError).toBeNull();
    expect(toasts()).toEqual([['Chapter 2 found', 'green']]);
    act(() => result.current.selection.search(''));
    expect(result.current.selection.searchError?.key).toBe('searchErrorIndex');
    act(() => result.current.selection.select(3));
    expect(result.current.selection.position).toBe(3);
    expect(result.current.selection.searchError).toBeNull();
  });

  it('a refreshed playlist that shifted the open chapter: the page follows it, by key or by index', () => {
    // An admin inserted a new first chapter: every chapter is one further on, keys unchanged.
    const shifted: PlaylistResponse = {
      ...playlist,
      items: [
        { ...playlist.items[0]!, videoId: 'vN', chapter_key: 'vN', title: '1-1. Nuevo' },
        ...playlist.items.map((item, i) => ({
          ...item,
          position: i + 2,
          title: item.title.replace(/^1-\d+/, `1-${i + 2}`),
        })),
      ],
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/volume/1']}>{children}</MemoryRouter>
    );
    const { result, rerender } = renderHook(
      ({ list }) => ({ selection: useChapterSelection(1, list), location: useLocation() }),
      { wrapper, initialProps: { list: playlist } },
    );
    act(() => result.current.selection.select(1));
    expect(result.current.location.search).toBe('?chapter=2');
    rerender({ list: shifted });
    expect(result.current.selection.position).toBe(2);
    expect(result.current.location.search).toBe('?chapter=3');

    // Without keys (an older server), a note save names the index the chapter is at now.
    const unkeyed = (list: PlaylistResponse) => ({
      ...list,
      items: list.items.map((item) => ({ ...item, chapter_key: '' })),
    });
    const plain = renderHook(
      ({ list }) => ({ selection: useChapterSelection(1, list), location: useLocation() }),
      { wrapper, initialProps: { list: unkeyed(playlist) } },
    );
    act(() => plain.result.current.selection.select(1));
    act(() => plain.result.current.selection.followChapter(3));
    // Not against the playlist it outdated: chapter 3 there is another chapter.
    expect(plain.result.current.selection.position).toBe(1);
    plain.rerender({ list: unkeyed(shifted) });
    expect(plain.result.current.selection.position).toBe(2);
    expect(plain.result.current.location.search).toBe('?chapter=3');
  });
});
