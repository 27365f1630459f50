import { describe, expect, it } from 'vitest';
import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX, validateNewsConfig } from './news-config';

describe('validateNewsConfig', () => {
  it('accepts an enabled block with a title, and a disabled one with none', () => {
    for (const news of [
      { enabled: true, title: '¡Nuevo volumen!', description: 'Ya está el **volumen 12**.' },
      { enabled: false, title: '' },
      { enabled: true, title: 'Hola <First_Name>', extra: 'ignored by the server' },
    ]) {
      expect(validateNewsConfig(news)).toEqual({ ok: true, value: news });
    }
  });

  it('wants a non-blank title while enabled', () => {
    for (const title of ['', '   ']) {
      expect(validateNewsConfig({ enabled: true, title })).toEqual({
        ok: false,
        problems: [expect.objectContaining({ pointer: '/title', message: 'must not be blank' })],
      });
    }
  });

  it('limits the title to 200 and the description to 1000 characters', () => {
    expect([NEWS_TITLE_MAX, NEWS_DESCRIPTION_MAX]).toEqual([200, 1000]);
    expect(
      validateNewsConfig({ enabled: true, title: 'x'.repeat(201), description: 'x'.repeat(1001) }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/title', message: 'must be at most 200 characters long' }),
        expect.objectContaining({ pointer: '/description', message: 'must be at most 1000 characters long' }),
      ],
    });
    expect(
      validateNewsConfig({ enabled: true, title: 'x'.repeat(200), description: 'x'.repeat(1000) }).ok,
    ).toBe(true);
  });

  it('requires enabled as a boolean and the title', () => {
    expect(validateNewsConfig({ enabled: 'true' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/title', message: 'is required' }),
        expect.objectContaining({ pointer: '/enabled', message: 'must be true or false' }),
      ],
    });
  });
});
