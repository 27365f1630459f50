import { describe, expect, it } from 'vitest';
import { validatePath } from './path';

const path = {
  id: 'first-week',
  title: { en: 'First week', es: 'Primera semana' },
  description: { en: 'Seven days to begin.', es: 'Siete días para empezar.' },
  start: 'on-join',
  days: [
    {
      chapters: [{ volume: 1, index: 1 }],
      prompt: { en: 'What struck you?', es: '¿Qué te llamó la atención?' },
    },
    { gospel: true },
    { chapters: [{ volume: 1, index: 2 }], gospel: true },
  ],
};

describe('validatePath', () => {
  it('accepts a path whose days name chapters, the gospel or both', () => {
    expect(validatePath(path)).toEqual({ ok: true, value: path });
    for (const start of ['first-sunday-of-advent', 'ash-wednesday']) {
      expect(validatePath({ ...path, start }).ok).toBe(true);
    }
  });

  it('wants each day to name chapters or the gospel', () => {
    const result = validatePath({ ...path, days: [{ prompt: path.days[0]!.prompt }] });
    expect(result).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/days/0', message: "must have 'chapters' or 'gospel'" }),
      ],
    });
  });

  it('wants a slug id, both languages, a known start and at least one day', () => {
    const result = validatePath({
      ...path,
      id: 'First Week',
      title: { en: 'First week' },
      start: 'easter',
      days: [],
    });
    expect(result.ok).toBe(false);
    const pointers = result.ok ? [] : result.problems.map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/id', '/title/es', '/start', '/days']));
  });

  it('checks chapter numbers and refuses a gospel that is not true', () => {
    const result = validatePath({ ...path, days: [{ chapters: [{ volume: 37, index: 0 }], gospel: false }] });
    expect(result.ok).toBe(false);
    const pointers = result.ok ? [] : result.problems.map((p) => p.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/days/0/chapters/0/volume', '/days/0/chapters/0/index', '/days/0/gospel']),
    );
  });
});
