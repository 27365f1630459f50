import { describe, expect, it } from 'vitest';
import i18n from '../test/i18n';
import { adminErrorMessage } from './admin-error-message';

const t = i18n.t.bind(i18n);

describe('adminErrorMessage', () => {
  it("shows the server's detail as it came (the server answers in the UI's language)", () => {
    const error = Object.assign(new Error('HTTP 409'), { status: 409, detail: 'La playlist ya existe' });
    expect(adminErrorMessage(error, t, 'adminKindPlaylist')).toBe('La playlist ya existe');
  });

  it("falls back to the action's own message without a detail or without an answer", () => {
    expect(adminErrorMessage({ status: 500 }, t, 'adminKindPlaylist')).toBe('Playlist');
    expect(adminErrorMessage({ status: 0, detail: 'offline' }, t, 'adminKindPlaylist')).toBe('Playlist');
    expect(adminErrorMessage(new TypeError('fetch failed'), t, 'adminKindPlaylist')).toBe('Playlist');
  });
});
