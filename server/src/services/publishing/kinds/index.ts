import type { ServiceDeps } from '../../deps';
import type { ContentKind, KindAdapter, KindRegistry } from '../types';
import { createChapterFileAdapter } from './chapter-files';
import { gospelAdapter } from './gospel';
import { createPlaylistAdapter } from './playlist';
import { siteAdapters } from './site';
import { createTemaAdapter } from './tema';

/**
 * Every kind's adapter. Adding a kind: write its adapter in this folder and list it here
 * (H7 adds playlist, main_file, optional_file and tema).
 */
export function createKindRegistry(deps: ServiceDeps): KindRegistry {
  const adapters: KindAdapter[] = [
    ...siteAdapters(deps),
    gospelAdapter(deps),
    createPlaylistAdapter(deps.clock),
    createChapterFileAdapter('main', deps.clock),
    createChapterFileAdapter('optional', deps.clock),
    createTemaAdapter(deps.clock),
  ];
  return new Map<ContentKind, KindAdapter>(adapters.map((adapter) => [adapter.kind, adapter]));
}
