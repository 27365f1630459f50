import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsConnection } from '../../components/needs-connection';
import { VideoPlayer } from '../../features/volume/components/video-player';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { linkManifest } from './follow-language';
import { OfflineBadge } from './offline-badge';
import { offerUpdate } from './update-state';
import { UpdatePrompt } from './update-prompt';

/** Sets what navigator.onLine says and fires the event a browser fires with it. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const ITEM = { title: '1-2. The second', videoId: 'abc123DEF45' } as never;

describe('the reader offline', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('shows the offline badge only while the browser has no connection, in the UI language', async () => {
    renderWithApp(<OfflineBadge />);
    expect(screen.queryByTestId('offline-badge')).toBeNull();
    goOnline(false);
    expect(screen.getByTestId('offline-badge')).toHaveTextContent('Offline');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('offline-badge')).toHaveTextContent('Sin conexión');
    goOnline(true);
    expect(screen.queryByTestId('offline-badge')).toBeNull();
  });

  it('says up front that an action needs a connection, and nothing online', () => {
    renderWithApp(<NeedsConnection message="Search needs a connection." />);
    expect(screen.queryByTestId('needs-connection')).toBeNull();
    goOnline(false);
    expect(screen.getByTestId('needs-connection')).toHaveTextContent('Search needs a connection.');
  });

  it('says a video not yet loaded needs a connection, and keeps one already playing', () => {
    goOnline(false);
    renderWithApp(<VideoPlayer item={ITEM} />);
    expect(screen.getByTestId('video-offline')).toHaveTextContent('The video needs a connection.');
    expect(screen.queryByTestId('video-player')).toBeNull();
    goOnline(true);
    expect(screen.getByTestId('video-player')).toBeInTheDocument();
    goOnline(false);
    expect(screen.getByTestId('video-player')).toBeInTheDocument();
  });

  it('offers a waiting version and switches to it only when the member chooses Reload', async () => {
    const apply = vi.fn();
    renderWithApp(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => offerUpdate(apply));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByTestId('update-prompt')).toHaveTextContent('A new version of Camino is ready.');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(reload);
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  });

  it('links the manifest of the reader’s language', () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.en.webmanifest';
    document.head.append(link);
    linkManifest('es');
    expect(link.getAttribute('href')).toBe('/manifest.es.webmanifest');
    linkManifest('en');
    expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    link.remove();
  });
});
