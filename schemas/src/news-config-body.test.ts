import { describe, expect, it } from 'vitest';
import { validateNewsConfigBody } from './news-config-body';

const body = {
  public: { enabled: true, title: 'Bienvenidos' },
  private: { enabled: false, title: '', description: '' },
};

describe('validateNewsConfigBody', () => {
  it('accepts both blocks', () => {
    expect(validateNewsConfigBody(body)).toEqual({ ok: true, value: body });
  });

  it('requires both blocks', () => {
    expect(validateNewsConfigBody({ public: body.public })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/private', message: 'is required' })],
    });
  });

  it('checks each block with the news config rules', () => {
    expect(
      validateNewsConfigBody({ public: { enabled: true, title: ' ' }, private: { enabled: 1, title: '' } }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/public/title', message: 'must not be blank' }),
        expect.objectContaining({ pointer: '/private/enabled', message: 'must be true or false' }),
      ],
    });
  });

  it('wants objects', () => {
    expect(validateNewsConfigBody({ public: 'x', private: null })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/public', message: 'must be an object' }),
        expect.objectContaining({ pointer: '/private', message: 'must be an object' }),
      ],
    });
  });
});
