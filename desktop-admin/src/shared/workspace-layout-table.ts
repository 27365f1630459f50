/**
 * The workspace layout (docs/desktop-admin.md), one folder or file per content type of SPEC.md §3:
 * the welcome screen shows it, a new workspace gets its folders, and the scan
 * (main/services/workspace-layout.ts) reads files by it. A translation sits beside its source,
 * the language before the extension (`1-3.en.json`, `Vol_1.en.json`, `about.en.md`).
 */
export const WORKSPACE_LAYOUT = [
  { pattern: 'playlists/Vol_{n}.json', folder: 'playlists', holds: "a volume's playlist" },
  { pattern: 'main/Vol_{n}/{n}-{i}.json', folder: 'main', holds: 'main chapter files' },
  { pattern: 'optional/Vol_{n}/{n}-{i}_o.json', folder: 'optional', holds: 'optional chapter files' },
  { pattern: 'temas/*.json', folder: 'temas', holds: 'tema files (packed into one temas ZIP)' },
  { pattern: 'paths/*.json', folder: 'paths', holds: 'reading paths' },
  { pattern: 'evangelios/*.json', folder: 'evangelios', holds: 'gospel files, each a JSON array of entries' },
  { pattern: 'about.md', folder: null, holds: 'the About page' },
  { pattern: 'news.json', folder: null, holds: 'the news blocks {public, private}' },
  { pattern: 'image.json', folder: null, holds: 'the featured image' },
  { pattern: 'buttons.json', folder: null, holds: 'the home buttons' },
] as const;

/** The folders a new, empty workspace starts with. */
export const LAYOUT_FOLDERS = WORKSPACE_LAYOUT.flatMap((entry) => (entry.folder ? [entry.folder] : []));

/** How a translation file is named beside its source. */
export const TRANSLATION_PATTERN = '{source}.{en|es}.{json|md}';
