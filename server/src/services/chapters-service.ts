import { notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { sha256 } from '../lib/content-encoding';
import type { ServiceDeps } from './deps';

export type ChapterKind = 'main' | 'optional';

export type ChaptersService = ReturnType<typeof createChaptersService>;

/** Main and optional chapter files, stored as validated JSON text keyed by (volume, index, kind). */
export function createChaptersService({ db, clock }: ServiceDeps) {
  async function get(kind: ChapterKind, volume: number, index: number) {
    const row = await db('chapter_files')
      .where({ volume_number: volume, chapter_index: index, kind })
      .first('content', 'content_hash');
    if (!row) {
      const label = kind === 'main' ? 'Main' : 'Optional';
      throw notFound(`${label} file for chapter ${volume}-${index} not found`);
    }
    return { content: row.content as string, hash: row.content_hash as string };
  }

  /** Stores one chapter file; returns false when the same content was already there. */
  async function put(kind: ChapterKind, volume: number, index: number, content: string): Promise<boolean> {
    const hash = sha256(content);
    const key = { volume_number: volume, chapter_index: index, kind };
    const existing = await db('chapter_files').where(key).first('content_hash');
    if (existing?.content_hash === hash) return false;
    const now = isoNow(clock);
    await db('chapter_files')
      .insert({ ...key, content, content_hash: hash, created_at: now, updated_at: now })
      .onConflict(['volume_number', 'chapter_index', 'kind'])
      .merge(['content', 'content_hash', 'updated_at']);
    return true;
  }

  return { get, put };
}
