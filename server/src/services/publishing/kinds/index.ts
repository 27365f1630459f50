import type { ServiceDeps } from '../../deps';
import type { ContentKind, KindAdapter, KindRegistry } from '../types';
import { createChapterFileAdapter } from './chapter-files';
import { gospelAdapter } from './gospel';
import { createPlaylistAdapter } from './playlist';
import { siteAdapters } from './site';
import { createPathAdapter } from './reading-path';
import { createTemaAdapter } from './tema';
import { createTranslationAdapter } from './translations';

/**
 * The tables of published content. The modules of this folder are their only writers and their
 * only readers: an upload, a delete and a revert of one item run the same statements, and pages,
 * search and member answers call the named reads here (playlist-reads.ts, publishedChapterFile,
 * settingValue...), so a change to how a kind is stored is made once. one-writer.test.ts fails
 * when a module outside this folder writes one of them, one-reader.test.ts when one queries one
 * (member data joined to its chapter goes through joinChapter and joinChapterVideo). Not listed:
 * member data, accounts, audit and revisions, the view counts (gospel_views, deleted here with
 * their entry) and the derived indexes rebuilt from content (scripture_sources, scripture_ranges).
 */
export const CONTENT_TABLES = [
  'volumes',
  'playlists',
  'videos',
  'chapters',
  'chapter_files',
  'gospel_entries',
  'themes',
  'settings',
  'content_translations',
  'reading_paths',
] as const;

/** Every kind's adapter. Adding a kind: write its adapter in this folder and list it here. */
export function createKindRegistry(deps: ServiceDeps): KindRegistry {
  const adapters: KindAdapter[] = [
    ...siteAdapters(deps),
    gospelAdapter(deps),
    createPlaylistAdapter(deps.clock),
    createChapterFileAdapter('main', deps.clock),
    createChapterFileAdapter('optional', deps.clock),
    createTemaAdapter(deps.clock),
    createTranslationAdapter(deps.clock),
    createPathAdapter(deps.clock),
  ];
  return new Map<ContentKind, KindAdapter>(adapters.map((adapter) => [adapter.kind, adapter]));
}
