import { LANGUAGES, type Language } from '@camino/schemas/languages';
import { newsConfigSchema, newsToSend, type NewsConfig } from '@camino/schemas/news-config';
import { jsonFileText } from '../../../../shared/json-file';

/**
 * A block as the form holds it: the schema's, its description always a string, and its
 * translation's fields always present (blank: none).
 */
export type NewsBlock = {
  enabled: boolean;
  title: string;
  description: string;
  lang?: NewsConfig['lang'];
  translation: { title: string; description: string };
};
export type NewsValues = { public: NewsBlock; private: NewsBlock };

/** The fields a block may hold, as the schema names them. */
const BLOCK_FIELDS = new Set(Object.keys(newsConfigSchema.properties));

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** A translation the form can show: a title, perhaps a description, nothing else. */
function translationOf(value: unknown): NewsBlock['translation'] | null {
  if (value === undefined) return { title: '', description: '' };
  if (typeof value !== 'object' || value === null) return null;
  const { title, description, ...others } = value as Record<string, unknown>;
  if (typeof title !== 'string' || Object.keys(others).length > 0) return null;
  if (description !== undefined && typeof description !== 'string') return null;
  return { title, description: description ?? '' };
}

/**
 * The form's values from news.json, or null when the file is not shaped for the form (it then
 * opens as JSON, with its problems listed). Every field the form does not show makes it JSON too,
 * so saving the form never drops what the file holds.
 */
export function parseNews(text: string): NewsValues | null {
  try {
    const data = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
    const block = (b: Record<string, unknown> | undefined): NewsBlock | null => {
      if (!b || typeof b.enabled !== 'boolean' || typeof b.title !== 'string') return null;
      if (b.description !== undefined && typeof b.description !== 'string') return null;
      if (b.lang !== undefined && !isLanguage(b.lang)) return null;
      if (Object.keys(b).some((key) => !BLOCK_FIELDS.has(key))) return null;
      const translation = translationOf(b.translation);
      if (!translation) return null;
      const parsed: NewsBlock = {
        enabled: b.enabled,
        title: b.title,
        description: b.description ?? '',
        translation,
      };
      return b.lang === undefined ? parsed : { ...parsed, lang: b.lang };
    };
    const pub = block(data.public);
    const priv = block(data.private);
    const others = Object.keys(data).some((key) => key !== 'public' && key !== 'private');
    return pub && priv && !others ? { public: pub, private: priv } : null;
  } catch {
    return null;
  }
}

/** news.json's text: a block written in both languages has no `lang`, nor a translation. */
export const serializeNews = (values: NewsValues) =>
  jsonFileText({ public: newsToSend(values.public), private: newsToSend(values.private) });
