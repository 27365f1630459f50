// Proves the translation rules shared by the desktop app and the server: file names beside the
// source, the status computed from the source's hash, what a reader is sent, and the one shape
// check (text is free; structure and identities are the source's).
import { describe, expect, it } from 'vitest';
import { localizeProblems } from '../messages/render-problem';
import { translationStatus, versionLanguage } from './translatable';
import { parseTranslationFileName, translationFileName } from './translation-file-name';
import { translationShapeProblems } from './translation-shape';
import { validateTranslation } from './validate-translation';

describe('translation file names', () => {
  it.each([
    ['1-3.json', '1-3.en.json'],
    ['1-3_o.json', '1-3_o.en.json'],
    ['Vol_12.json', 'Vol_12.en.json'],
    ['perdon.json', 'perdon.en.json'],
    ['about.md', 'about.en.md'],
  ])('%s is translated as %s, and read back', (source, translated) => {
    expect(translationFileName(source, 'en')).toBe(translated);
    expect(parseTranslationFileName(translated)).toEqual({ sourceName: source, lang: 'en' });
  });

  it('reads a source name, or a language that is not a translation language, as no translation', () => {
    expect(parseTranslationFileName('1-3.json')).toBeNull();
    expect(parseTranslationFileName('1-3.es.json')).toBeNull();
    expect(parseTranslationFileName('1-3.fr.json')).toBeNull();
    expect(parseTranslationFileName('notes.en.txt')).toBeNull();
  });
});

describe('translation status and versions', () => {
  it('is missing without a translation, current when made from the source as it is, stale otherwise', () => {
    expect(translationStatus('abc', undefined)).toBe('missing');
    expect(translationStatus('abc', 'abc')).toBe('current');
    expect(translationStatus('abc', 'old')).toBe('stale');
  });

  it('sends the translation in its language, or the source flagged as a fallback', () => {
    expect(versionLanguage('en', true)).toEqual({ lang: 'en', fallback: false });
    expect(versionLanguage('en', false)).toEqual({ lang: 'es', fallback: true });
    expect(versionLanguage('es', false)).toEqual({ lang: 'es', fallback: false });
  });
});

describe('translation shape', () => {
  const source = {
    info: { volume: 1, index: 2, date: '3 de marzo' },
    quiz: { questions: ['¿Qué?', '¿Quién?'], answers: ['Esto', 'Él'] },
    items: [{ title: '1-2. Orar', videoId: 'abc', url: 'https://youtu.be/abc' }],
  };

  it('accepts any words in place of the source words', () => {
    const translation = {
      info: { volume: 1, index: 2, date: 'March 3' },
      quiz: { questions: ['What?', 'Who?'], answers: ['This', 'Him'] },
      items: [{ title: '1-2. Praying', videoId: 'abc', url: 'https://youtu.be/abc' }],
    };
    expect(translationShapeProblems(source, translation)).toEqual([]);
  });

  it('names every field where the structure or an identity differs', () => {
    const translation = {
      info: { volume: 2, index: 2 },
      quiz: { questions: ['What?'], answers: 'This' },
      items: [{ title: '1-2. Praying', videoId: 'xyz', url: 'https://youtu.be/abc', extra: 'x' }],
    };
    expect(translationShapeProblems(source, translation).map((p) => [p.pointer, p.code])).toEqual([
      ['/info/volume', 'translation_fixed'],
      ['/info/date', 'translation_missing_field'],
      ['/quiz/questions', 'translation_count'],
      ['/quiz/answers', 'translation_type'],
      ['/items/0/videoId', 'translation_fixed'],
      ['/items/0/extra', 'translation_extra_field'],
    ]);
  });

  it('speaks the reader language', () => {
    const [problem] = translationShapeProblems(source, {
      ...source,
      quiz: { ...source.quiz, answers: ['Esto'] },
    });
    expect(localizeProblems([problem!], 'es')[0]!.message).toBe(
      'debe tener tantos elementos como el original (2 en el original, 1 aquí)',
    );
    expect(problem!.message).toBe('must have as many items as the source (2 in the source, 1 here)');
  });
});

describe('validateTranslation', () => {
  it("keeps each playlist item's chapter number, which the reader reads the chapter from", () => {
    const item = {
      title: '1-2. Orar',
      videoId: 'abcdefghijk',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
    };
    const playlist = {
      playlistId: 'PL1',
      playlistTitle: 'Volumen 1',
      description: 'Uno',
      items: [{ ...item, channelTitle: 'Camino', thumbnail: 'https://example.org/1.jpg' }],
    };
    const english = (title: string) => ({
      ...playlist,
      playlistTitle: 'Volume 1',
      items: [{ ...playlist.items[0]!, title }],
    });
    expect(validateTranslation('playlist', playlist, english('1-2. Praying')).ok).toBe(true);
    const moved = validateTranslation('playlist', playlist, english('1-3. Praying'));
    expect(moved.ok || moved.problems.map((p) => [p.pointer, p.code, p.params])).toEqual([
      ['/items/0/title', 'translation_fixed', { value: '1-2.' }],
    ]);
  });

  it("checks the kind's own schema first, then the shape against the source", () => {
    const about = { content: '# Acerca de' };
    expect(validateTranslation('about', about, { content: '# About' })).toEqual({
      ok: true,
      value: { content: '# About' },
    });
    const blank = validateTranslation('about', about, { content: '   ' });
    expect(blank.ok || blank.problems.map((p) => p.pointer)).toEqual(['/content']);
    const extra = validateTranslation('about', about, { content: '# About', more: 1 });
    expect(extra.ok).toBe(false);
  });
});
