// news.json through the desktop's news form: what the form cannot show opens as JSON instead, and
// what it shows is written back whole, the block's language included (a save never drops it).
import { describe, expect, it } from 'vitest';
import { parseNews, serializeNews } from './news-values';

const block = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  title: 'Hola',
  description: '**x**',
  ...extra,
});

describe('the news form values', () => {
  it('keeps a block language through a save, and writes none for a block in both languages', () => {
    const text = JSON.stringify({ public: block({ lang: 'es' }), private: block() });
    const values = parseNews(text)!;
    expect(values.public.lang).toBe('es');
    expect(JSON.parse(serializeNews(values))).toEqual({ public: block({ lang: 'es' }), private: block() });
    expect(JSON.parse(serializeNews({ ...values, public: { ...values.public, lang: undefined } }))).toEqual({
      public: block(),
      private: block(),
    });
  });

  it('reads a block without a description as an empty one', () => {
    const values = parseNews(JSON.stringify({ public: { enabled: false, title: '' }, private: block() }))!;
    expect(values.public).toEqual({
      enabled: false,
      title: '',
      description: '',
      translation: { title: '', description: '' },
    });
  });

  it('keeps a translation through a save, and writes none under "both" or when it is blank', () => {
    const translation = { title: 'Hello', description: 'An *English* line' };
    const text = JSON.stringify({ public: block({ lang: 'es', translation }), private: block() });
    const values = parseNews(text)!;
    expect(values.public.translation).toEqual(translation);
    expect(JSON.parse(serializeNews(values))).toEqual(JSON.parse(text));
    const both = { ...values, public: { ...values.public, lang: undefined } };
    expect(JSON.parse(serializeNews(both)).public).toEqual(block());
    const blank = { ...values, public: { ...values.public, translation: { title: ' ', description: '' } } };
    expect(JSON.parse(serializeNews(blank)).public).toEqual(block({ lang: 'es' }));
  });

  it('leaves to the JSON editor what the form would lose or cannot show', () => {
    for (const data of [
      { public: block({ lang: 'fr' }), private: block() },
      { public: block({ colour: 'red' }), private: block() },
      { public: block(), private: block(), extra: true },
      { public: block({ enabled: 'yes' }), private: block() },
      { public: block({ lang: 'es', translation: { title: 'Hi', colour: 'red' } }), private: block() },
      { public: block({ lang: 'es', translation: 'Hi' }), private: block() },
      { public: block() },
    ]) {
      expect(parseNews(JSON.stringify(data)), JSON.stringify(data)).toBeNull();
    }
    expect(parseNews('{ not json')).toBeNull();
  });
});
