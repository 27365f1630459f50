import { LANGUAGES, type Language } from '@camino/schemas/languages';
import { newsConfigSchema, type NewsConfig } from '@camino/schemas/news-config';

/** A block as the form holds it: the schema's, its description always a string. */
export type NewsBlock = NewsConfig & { description: string };
export type NewsValues = { public: NewsBlock; private: NewsBlock };

/** The fields a block may hold, as the schema names them. */
const BLOCK_FIELDS = new Set(Object.keys(newsConfigSchema.properties));

/** The language control's value for a block written in both languages (no `lang`). */
export const BOTH = 'both';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

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
      const parsed: NewsBlock = { enabled: b.enabled, title: b.title, description: b.description ?? '' };
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

/** news.json's text: a block written in both languages has no `lang`. */
export const serializeNews = (values: NewsValues) => `${JSON.stringify(values, null, 2)}\n`;
