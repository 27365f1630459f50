import { describe, expect, it } from 'vitest';
import { validateAbout } from './about';

describe('validateAbout', () => {
  it('accepts markdown up to 100000 characters', () => {
    for (const content of ['# Acerca de\n\nCamino es…', 'x'.repeat(100000)]) {
      expect(validateAbout({ content })).toEqual({ ok: true, value: { content } });
    }
  });

  it.each([
    [{ content: '' }, [expect.objectContaining({ pointer: '/content', message: 'must not be blank' })]],
    [{ content: ' \n\t ' }, [expect.objectContaining({ pointer: '/content', message: 'must not be blank' })]],
    [
      { content: 'x'.repeat(100001) },
      [expect.objectContaining({ pointer: '/content', message: 'must be at most 100000 characters long' })],
    ],
    [{ text: '# Acerca de' }, [expect.objectContaining({ pointer: '/content', message: 'is required' })]],
  ])('refuses %#', (body, problems) => {
    expect(validateAbout(body)).toEqual({ ok: false, problems });
  });
});
