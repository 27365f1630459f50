import { describe, expect, it } from 'vitest';
import { validateOptionalChapter } from './optional-chapter';

const info = { volume: 11, index: 5, date: '3 de marzo' };

const full = {
  info,
  dialogue_summary: [
    { speaker: 'Maestro', text: 'Texto' },
    { speaker: 'Discípulo', summary: 'Resumen' },
  ],
  keywords: ['oración'],
  topics: ['Oración', 'Fe'],
  quiz: { questions: ['¿Qué es orar?', '¿Cuándo?'], answers: ['Hablar con Dios', 'Siempre'] },
  new_testament: [
    { reference: 'Mt 6,9', description: 'Padre nuestro', citation: 'Vosotros, pues, orad así' },
  ],
  homework: ['Orar cada mañana'],
  bulletpoints: ['La oración es diálogo'],
  user_comments: [{ user: 'Ana', comment: 'Gracias' }],
};

describe('validateOptionalChapter', () => {
  it('accepts a complete file and one with only info', () => {
    expect(validateOptionalChapter(full)).toEqual({ ok: true, value: full });
    expect(validateOptionalChapter({ info })).toEqual({ ok: true, value: { info } });
  });

  it('wants text or summary in each dialogue summary line', () => {
    expect(validateOptionalChapter({ info, dialogue_summary: [{ speaker: 'Maestro' }] })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/dialogue_summary/0', message: "must have 'text' or 'summary'" }),
      ],
    });
  });

  it('checks the types of the lists and the New Testament references', () => {
    expect(
      validateOptionalChapter({
        info,
        keywords: 'oración',
        topics: ['Fe', 3],
        new_testament: [{ reference: '', description: 'x' }],
      }),
    ).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/keywords', message: 'must be an array' }),
        expect.objectContaining({ pointer: '/topics/1', message: 'must be a string' }),
        expect.objectContaining({ pointer: '/new_testament/0/citation', message: 'is required' }),
        expect.objectContaining({ pointer: '/new_testament/0/reference', message: 'must not be empty' }),
      ],
    });
  });

  it('requires info and refuses unknown parts', () => {
    expect(validateOptionalChapter({ keyword: ['x'] })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/info', message: 'is required' }),
        expect.objectContaining({
          pointer: '/keyword',
          message: 'is not an allowed property (check the spelling)',
        }),
      ],
    });
  });

  it('wants one quiz answer per question', () => {
    expect(validateOptionalChapter({ info, quiz: { questions: ['a', 'b'], answers: ['a'] } })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          pointer: '/quiz/answers',
          message: 'must have one answer per question (2 questions, 1 answer)',
        }),
      ],
    });
    expect(validateOptionalChapter({ info, quiz: { questions: ['a'], answers: [] } })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          pointer: '/quiz/answers',
          message: 'must have one answer per question (1 question, 0 answers)',
        }),
      ],
    });
  });

  it('checks quiz lengths only once the schema passes', () => {
    expect(validateOptionalChapter({ info, quiz: { questions: ['a', 'b'] } })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/quiz/answers', message: 'is required' })],
    });
  });
});
