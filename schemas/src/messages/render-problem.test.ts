// Proves every problem code has its own text in both languages with the same values, that a
// problem is raised with its code and English text, and that it is written in the reader's
// language from its code alone: a text that reads like another problem's, or no text at all,
// still comes out right, and what the real checks raise carries a code of the catalogue.
import { describe, expect, it } from 'vitest';
import { compileValidator } from '../compile-validator';
import { crossFileProblems, type CrossFileInput } from '../cross-file-rules';
import { validateGospelFile } from '../gospel-upload';
import { validateOptionalChapter } from '../optional-chapter';
import { validatePlaylist } from '../playlist';
import { parseContentReferences, referenceWarnings } from '../scripture/content-references';
import { problemsEn, type ProblemCode } from './problems-en';
import { problemsEs } from './problems-es';
import { message, renderMessage } from './render-message';
import {
  coded,
  isProblemCode,
  localizeProblem,
  localizeProblems,
  problem,
  problemParam,
  problemText,
  type Problem,
} from './render-problem';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const codes = Object.keys(problemsEn) as ProblemCode[];

describe('the problem catalogue', () => {
  it('has the same codes in English and Spanish', () => {
    expect(Object.keys(problemsEs).sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s has its own text in both languages, with the same values', (code) => {
    expect(problemsEn[code].trim(), `${code} in English`).not.toBe('');
    expect(problemsEs[code].trim(), `${code} in Spanish`).not.toBe('');
    // A text of values alone ("must be {{comparison}} {{limit}}" keeps its symbols) may match.
    const words = problemsEn[code]
      .replace(/\{\{\w+\}\}/g, '')
      .replace(/must be/, '')
      .trim();
    if (words) expect(problemsEs[code], `${code} has no Spanish of its own`).not.toBe(problemsEn[code]);
    expect(placeholders(problemsEs[code]), code).toEqual(placeholders(problemsEn[code]));
  });
});

describe('problem', () => {
  it('carries its place, its code, its values and its English text', () => {
    expect(problem('/title', 'max_length', { limit: 200 })).toEqual({
      pointer: '/title',
      code: 'max_length',
      params: { limit: 200 },
      message: 'must be at most 200 characters long',
    });
    expect(problem('', 'required')).toEqual({ pointer: '', code: 'required', message: 'is required' });
  });

  it('writes a list value in each language', () => {
    const either = problem('', 'any_required', { names: ["'text'", "'summary'"] });
    expect(either.message).toBe("must have 'text' or 'summary'");
    expect(localizeProblem(either, 'es').message).toBe("debe tener 'text' o 'summary'");
    expect(problemText(coded('zip_extension', { extensions: ['.json', '.md', '.zip'] }), 'es')).toBe(
      'no es un archivo .json, .md o .zip',
    );
  });
});

describe('localizeProblem', () => {
  it('writes the problem from its code in the language of a UI tag', () => {
    const missing = problem('/name', 'required');
    expect(localizeProblem(missing, 'es-ES')).toEqual({ ...missing, message: 'es obligatorio' });
    expect(localizeProblem(missing, 'en-US')).toBe(missing);
    expect(localizeProblem(missing, undefined)).toBe(missing);
  });

  it('goes by the code, never by a text that reads like another problem', () => {
    // A gospel file named "entry 3" gives the English of a repeat inside one file ("… of entry 3").
    const repeat = problem('/date', 'repeated_file_date', { date: '2024-01-01', file: 'entry 3' });
    expect(repeat.message).toBe('repeats the date 2024-01-01 of entry 3');
    expect(localizeProblem(repeat, 'es').message).toBe('repite la fecha 2024-01-01 de entry 3');
    // The same English twice, two problems: each keeps its own Spanish.
    const stays = problem('/title', 'must_stay', { value: 'one of "a", "b"' });
    expect(localizeProblem(stays, 'es').message).toBe('debe seguir siendo one of "a", "b"');
  });

  it('needs no English text at all, only the code and values that crossed the wire', () => {
    const fromApi = { pointer: '/limit', code: 'int_range', params: { max: 100 }, message: '' };
    expect(localizeProblem(fromApi, 'es').message).toBe('debe ser un número entero de 1 a 100');
    // Values of a shape no text holds are left out, not written as "[object Object]".
    const odd = { pointer: '', code: 'int_range', params: { max: { x: 1 } }, message: 'as sent' };
    expect(localizeProblem(odd, 'es').message).toBe('debe ser un número entero de 1 a {{max}}');
  });

  it('leaves a problem without a known code as it came', () => {
    const plain = { pointer: '', message: 'something nobody catalogued' };
    expect(localizeProblem(plain, 'es')).toBe(plain);
    const unknown = { pointer: '', code: 'toString', message: 'not a code' };
    expect(isProblemCode('toString')).toBe(false);
    expect(localizeProblem(unknown, 'es')).toBe(unknown);
  });
});

describe('problemParam', () => {
  it('writes a reason inside a message in that message’s language', () => {
    const bad = message('param_invalid', {
      name: 'volume',
      problem: problemParam(coded('int_range', { max: 36 })),
    });
    expect(renderMessage(bad, 'en')).toBe('volume must be an integer from 1 to 36');
    expect(renderMessage(bad, 'es')).toBe('volume debe ser un número entero de 1 a 36');
  });
});

describe('what the real checks raise', () => {
  const everyOneCoded = (problems: readonly Problem[]) => {
    expect(problems.length).toBeGreaterThan(0);
    for (const found of problems) {
      expect(isProblemCode(found.code), found.message).toBe(true);
      expect(found.message).toBe(problemText(found, 'en'));
      expect(localizeProblem(found, 'es').message, found.message).toBe(problemText(found, 'es'));
    }
  };

  it('schema problems of a playlist, an optional chapter and a gospel file', () => {
    const playlist = validatePlaylist({
      playlistTitle: 'Sin volumen',
      items: [{ title: '', videoId: 5 }],
      x: 1,
    });
    const optional = validateOptionalChapter({
      info: { volume: 0, index: 1, date: '2024-13-40' },
      quiz: { questions: ['a', 'b'], answers: ['c'] },
      dialogue_summary: [{ speaker: 'Ana' }],
    });
    const gospel = validateGospelFile([{ date: 'hoy' }]);
    for (const result of [playlist, optional, gospel]) {
      expect(result.ok).toBe(false);
      if (!result.ok) everyOneCoded(result.problems);
    }
    if (!playlist.ok) expect(playlist.problems.map((p) => p.code)).toContain('additional_property');
  });

  it('a keyword no Camino schema words, with ajv’s values', () => {
    const validate = compileValidator({ $id: 'test/multiple', type: 'integer', multipleOf: 5 });
    const result = validate(7);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          pointer: '',
          code: 'ajv_multipleOf',
          params: { multipleOf: 5 },
          message: 'must be a multiple of 5',
        },
      ],
    });
    if (!result.ok)
      expect(localizeProblems(result.problems, 'es')[0]!.message).toBe('debe ser múltiplo de 5');
  });

  it('cross-file rules and unreadable Bible references', () => {
    const files = [
      { path: 'temas/a.json', kind: 'tema', schemaValid: true, data: { title: 'Fe', items: [] } },
      { path: 'temas/b.json', kind: 'tema', schemaValid: true, data: { title: 'Fe', items: [] } },
      { path: 'volumes/2/main/2-1.json', kind: 'main', volume: 2, index: 1, schemaValid: true, data: {} },
    ] as CrossFileInput[];
    everyOneCoded([...crossFileProblems(files).values()].flat());
    everyOneCoded(
      referenceWarnings(parseContentReferences([{ pointer: '/r', text: 'Nada 99', language: 'es' }])),
    );
  });
});
