import type { Knex } from 'knex';
import { titleKey } from '@camino/schemas/comparison-keys';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import type { TemaUpload } from '@camino/schemas/tema';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { KindAdapter } from '../types';
import { badKey } from './volume-keys';

type Reader = Knex | Knex.Transaction;

/**
 * A stored theme as a revision keeps it: the uploaded theme JSON and whether members see it
 * (a deleted hidden theme comes back hidden). Keyed by its title's comparison key
 * (comparison-keys.ts), the identity uploads replace it by.
 */
export interface TemaSnapshot {
  visible: boolean;
  tema: TemaUpload;
}

export function createTemaAdapter(clock: Clock = systemClock): KindAdapter {
  async function read(db: Reader, key: string): Promise<TemaSnapshot | null> {
    const row = await db('themes').where({ title_key: key }).first('content', 'visible');
    if (!row) return null;
    return { visible: Boolean(row.visible), tema: JSON.parse(row.content as string) as TemaUpload };
  }

  /** Updates the theme in place when it exists (its id, and so its links, stay), else recreates it. */
  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    if (content === null) {
      await trx('themes').where({ title_key: key }).delete();
      return;
    }
    const { visible, tema } = content as TemaSnapshot;
    if (titleKey(tema.title) !== key) throw badKey('tema', key);
    const text = storedContentText(tema);
    const now = isoNow(clock);
    await trx('themes')
      .insert({
        title: tema.title,
        title_key: key,
        content: text,
        content_hash: contentHash(text, sha256),
        visible,
        created_at: now,
        updated_at: now,
      })
      .onConflict('title_key')
      .merge(['title', 'content', 'content_hash', 'visible', 'updated_at']);
  }

  function summary(before: unknown | null, after: unknown | null): string {
    const title = ((after ?? before) as TemaSnapshot | null)?.tema.title ?? '';
    if (before === null) return `tema '${title}' added`;
    if (after === null) return `tema '${title}' deleted`;
    return `tema '${title}' changed`;
  }

  return { kind: 'tema', read, write, summary };
}

/** The key of a theme: its title's comparison key. */
export const temaKey = (title: string) => titleKey(title);
