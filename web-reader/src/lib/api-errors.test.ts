import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@camino/schemas/api/error-codes';
import { messageText } from '@camino/schemas/messages/render-message';
import i18n from './i18n';
import {
  ConflictError,
  errorFromResponse,
  errorText,
  NetworkError,
  SPEC_WORDED_CODES,
  ValidationError,
} from './api-errors';

describe('errorFromResponse', () => {
  it("keeps the server's problems with their pointers", () => {
    const error = errorFromResponse(
      422,
      {
        detail: 'The playlist file is not valid',
        errors: [
          { pointer: '/items/0/videoId', message: 'is required' },
          { pointer: '/x', message: 42 },
          'noise',
        ],
      },
      null,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.detail).toBe('The playlist file is not valid');
    expect(error.problems).toEqual([{ pointer: '/items/0/videoId', message: 'is required' }]);
  });

  it('no problems when the body has none', () => {
    expect(errorFromResponse(500, undefined, null).problems).toEqual([]);
    expect(errorFromResponse(429, { errors: 'x' }, '3').problems).toEqual([]);
  });

  it("keeps a revision_conflict's later revision, typed, and drops one of another shape", () => {
    const later = { id: 42, created_at: '2026-11-24T03:00:00.000Z', admin: 'ana', action: 'playlist.upload' };
    const error = errorFromResponse(409, { detail: 'x', code: 'revision_conflict', later }, null);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.extras.later).toEqual(later);
    expect(error.extras.later?.id).toBe(42);
    expect(errorFromResponse(409, { code: 'revision_conflict', later: { id: '42' } }, null).extras).toEqual(
      {},
    );
    expect(errorFromResponse(409, { code: 'revision_conflict', later: null }, null).extras).toEqual({});
    expect(errorFromResponse(502, 'not json', null).extras).toEqual({});
    expect(new NetworkError(new Error('offline')).extras).toEqual({});
  });

  it("keeps a chapter_moved's chapter and a note_conflict's current note, and drops other shapes", () => {
    const chapter = { volume: 3, chapter_key: 'vB', index: null, title: '3-2. B' };
    expect(errorFromResponse(409, { code: 'chapter_moved', chapter }, null).extras).toEqual({ chapter });
    const moved = { ...chapter, index: 3 };
    expect(
      errorFromResponse(409, { code: 'chapter_moved', chapter: moved }, null).extras.chapter?.index,
    ).toBe(3);
    expect(
      errorFromResponse(409, { code: 'chapter_moved', chapter: { ...chapter, index: 0 } }, null).extras,
    ).toEqual({});
    const current = { note_text: 'otra', version: 4, updated_at: '2026-11-24T03:00:00.000Z' };
    expect(errorFromResponse(409, { code: 'note_conflict', current }, null).extras).toEqual({ current });
    const deleted = { note_text: '', version: 0, updated_at: null };
    expect(errorFromResponse(409, { code: 'note_conflict', current: deleted }, null).extras).toEqual({
      current: deleted,
    });
    expect(
      errorFromResponse(409, { code: 'note_conflict', current: { ...current, version: -1 } }, null).extras,
    ).toEqual({});
  });

  it("keeps a code the contract names and drops one it does not (a proxy's body)", () => {
    expect(errorFromResponse(403, { detail: 'x', code: 'email_not_verified' }, null).code).toBe(
      'email_not_verified',
    );
    expect(errorFromResponse(502, { code: 'upstream_timeout' }, null).code).toBeUndefined();
  });
});

describe('errorText', () => {
  const t = (key: string) => i18n.t(key);

  it("uses the catalogue's text for the codes SPEC.md words, in the UI language", async () => {
    for (const code of SPEC_WORDED_CODES) {
      expect(messageText('en', code as ErrorCode).trim(), code).not.toBe('');
      expect(messageText('es', code as ErrorCode).trim(), code).not.toBe('');
    }
    const login = errorFromResponse(401, { code: 'invalid_credentials', detail: 'whatever' }, null);
    await i18n.changeLanguage('es');
    try {
      expect(errorText(login, t, 'errorLoading')).toBe(messageText('es', 'invalid_credentials'));
      expect(errorText(login, t, 'errorLoading')).not.toBe(messageText('en', 'invalid_credentials'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's (localized) detail otherwise, and the fallback without an answer", () => {
    const missing = errorFromResponse(
      404,
      { code: 'not_found', detail: 'El volumen 12 no tiene lista de reproducción' },
      null,
    );
    expect(errorText(missing, t, 'errorLoading')).toBe('El volumen 12 no tiene lista de reproducción');
    expect(errorText(new NetworkError(new TypeError('Failed to fetch')), t, 'errorLoading')).toBe(
      i18n.t('errorLoading'),
    );
    expect(errorText(errorFromResponse(502, '<html>', null), t, 'errorLoading')).toBe(i18n.t('errorLoading'));
  });
});
