/**
 * The member's reading settings for chapter text, kept per device (localStorage): a text size and
 * the text's own scheme (`auto` follows the site's light/dark switch). Read back defensively: a
 * value an older or hand-edited store holds falls back to the default.
 */
export const READING_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export const READING_THEMES = ['auto', 'light', 'sepia', 'dark'] as const;
export type ReadingSize = (typeof READING_SIZES)[number];
export type ReadingTheme = (typeof READING_THEMES)[number];

export interface ReadingSettings {
  size: ReadingSize;
  theme: ReadingTheme;
}

export const READING_SETTINGS_KEY = 'readingSettings';
export const DEFAULT_READING_SETTINGS: ReadingSettings = { size: 'md', theme: 'auto' };

/** The text size of each step, in rem (the site's body text is 1rem). */
export const READING_FONT_SIZE: Record<ReadingSize, string> = {
  sm: '1rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: '1.4375rem',
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The settings a stored text holds, each field checked on its own. */
export function parseReadingSettings(stored: string | null): ReadingSettings {
  let value: unknown = null;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    value = null;
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    size: isOneOf(READING_SIZES, record.size) ? record.size : DEFAULT_READING_SETTINGS.size,
    theme: isOneOf(READING_THEMES, record.theme) ? record.theme : DEFAULT_READING_SETTINGS.theme,
  };
}
