import { describe, expect, it } from 'vitest';
import { validateWatch } from './watch';

describe('validateWatch', () => {
  it('accepts a video id and a volume number', () => {
    const body = { video_id: 'dQw4w9WgXcQ', volume_number: 36 };
    expect(validateWatch(body)).toEqual({ ok: true, value: body });
  });

  it.each([
    [
      { video_id: '', volume_number: 1 },
      [expect.objectContaining({ pointer: '/video_id', message: 'must not be empty' })],
    ],
    [
      { video_id: 'x'.repeat(65), volume_number: 1 },
      [expect.objectContaining({ pointer: '/video_id', message: 'must be at most 64 characters long' })],
    ],
    [
      { video_id: 'x', volume_number: 37 },
      [expect.objectContaining({ pointer: '/volume_number', message: 'must be at most 36' })],
    ],
    [
      { video_id: 'x', volume_number: 0 },
      [expect.objectContaining({ pointer: '/volume_number', message: 'must be at least 1' })],
    ],
    [
      { video_id: 'x', volume_number: '3' },
      [expect.objectContaining({ pointer: '/volume_number', message: 'must be a whole number' })],
    ],
    [
      {},
      [
        expect.objectContaining({ pointer: '/video_id', message: 'is required' }),
        expect.objectContaining({ pointer: '/volume_number', message: 'is required' }),
      ],
    ],
  ])('refuses %#', (body, problems) => {
    expect(validateWatch(body)).toEqual({ ok: false, problems });
  });
});
