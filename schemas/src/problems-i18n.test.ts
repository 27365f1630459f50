// Proves every problem message has a Spanish text, that each one is recognised back from its
// English (so the server and the clients can rewrite it), and that what the real checks write
// (schema validators, cross-file rules, scripture warnings) comes out in Spanish.
import { describe, expect, it } from 'vitest';
import { crossFileProblems, type CrossFileInput } from './cross-file-rules';
import { validateGospelFile } from './gospel-upload';
import { recognise } from './message-templates';
import { renderTemplate } from './messages/render-message';
import { validateOptionalChapter } from './optional-chapter';
import { validatePlaylist } from './playlist';
import { PROBLEM_MESSAGES } from './problem-messages';
import { ALL_PROBLEM_MESSAGES, localizeProblemMessage, localizeProblems } from './problems-i18n';
import { parseContentReferences, referenceWarnings } from './scripture/content-references';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// Sample values: digits for the names matched as numbers, distinct words for the others.
const SAMPLES: Record<string, string> = { value: '"x"', values: '"a", "b"' };
const sample = (text: string) =>
  Object.fromEntries(
    placeholders(text).map((name, i) => [
      name,
      /^(limit|min|max|volume|index|position|item|questions|answers)$/.test(name!)
        ? 3 + i
        : (SAMPLES[name!] ?? `value-${name}`),
    ]),
  );

describe('the problem catalogue', () => {
  it.each(Object.entries(ALL_PROBLEM_MESSAGES))(
    '%s has a Spanish text with the same values',
    (_key, entry) => {
      expect(entry.es).not.toBe(entry.en);
      expect(entry.es.trim()).not.toBe('');
      expect(placeholders(entry.es)).toEqual(placeholders(entry.en));
    },
  );

  it.each(Object.entries(PROBLEM_MESSAGES))(
    '%s is recognised from its English and written in Spanish',
    (key, entry) => {
      const params = sample(entry.en);
      const english = renderTemplate(entry.en, params);
      expect(recognise(ALL_PROBLEM_MESSAGES, english)?.key).toBe(key);
      const spanish = localizeProblemMessage(english, 'es');
      if (!('orLists' in entry)) expect(spanish).toBe(renderTemplate(entry.es, params));
      // And back: a Spanish message shown in the English UI is written in English again.
      expect(localizeProblemMessage(spanish, 'en')).toBe(english);
    },
  );

  it('keeps English for English, unknown texts as they are, and reads language tags', () => {
    expect(localizeProblemMessage('is required', 'en-US')).toBe('is required');
    expect(localizeProblemMessage('is required', 'es-ES')).toBe('es obligatorio');
    expect(localizeProblemMessage('is required', undefined)).toBe('is required');
    expect(localizeProblemMessage('something nobody catalogued', 'es')).toBe('something nobody catalogued');
    // A generic template never takes over a text it was not written from.
    expect(localizeProblemMessage('must be a real calendar date (YYYY-MM-DD)', 'es')).toBe(
      'must be a real calendar date (YYYY-MM-DD)',
    );
    expect(localizeProblemMessage('must be "x"', 'es')).toBe('debe ser "x"');
    expect(localizeProblemMessage('must be one of "a", "b", 3', 'es')).toBe('debe ser uno de "a", "b", 3');
  });

  it('words lists in the language and keeps values that look like templates', () => {
    expect(localizeProblemMessage("must have 'text' or 'summary'", 'es')).toBe(
      "debe tener 'text' o 'summary'",
    );
    expect(localizeProblemMessage('must be at least 1.5', 'es')).toBe('debe ser como mínimo 1.5');
  });

  it('uses ajv-i18n for keywords the catalogue does not word', () => {
    expect(localizeProblemMessage('must be a multiple of 5', 'es')).toBe('debe ser múltiplo de 5');
  });
});

describe('real problems in Spanish', () => {
  const everyMessageSpanish = (problems: Array<{ message: string }>) => {
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of localizeProblems(problems, 'es')) {
      expect(recognise(ALL_PROBLEM_MESSAGES, problem.message)?.from, problem.message).toBe('es');
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
      if (!result.ok) everyMessageSpanish(result.problems);
    }
  });

  it('cross-file rules and unreadable Bible references', () => {
    const files: CrossFileInput[] = [
      { path: 'temas/a.json', kind: 'tema', schemaValid: true, data: { title: 'Fe', items: [] } },
      { path: 'temas/b.json', kind: 'tema', schemaValid: true, data: { title: 'Fe', items: [] } },
      { path: 'volumes/2/main/2-1.json', kind: 'main', volume: 2, index: 1, schemaValid: true, data: {} },
    ] as CrossFileInput[];
    everyMessageSpanish([...crossFileProblems(files).values()].flat());
    everyMessageSpanish(
      referenceWarnings(parseContentReferences([{ pointer: '/r', text: 'Nada 99', language: 'es' }])),
    );
  });
});
