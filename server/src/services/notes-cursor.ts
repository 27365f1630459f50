import { coded } from '@camino/schemas/messages/render-problem';
import { paramError } from '../lib/params';

/** Where a page of `GET /notes` ended: the last note's updated_at, volume and chapter key. */
export interface NotesCursor {
  updated_at: string;
  volume: number;
  chapter_key: string;
}

/** The opaque `next_cursor` a page answers. */
export const encodeCursor = (c: NotesCursor): string =>
  Buffer.from(JSON.stringify([c.updated_at, c.volume, c.chapter_key])).toString('base64url');

/** The cursor a client sent back; 400 for anything a page did not answer. */
export function decodeCursor(cursor: string): NotesCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [updatedAt, volume, key] = value as unknown[];
      if (typeof updatedAt === 'string' && Number.isInteger(volume) && typeof key === 'string') {
        return { updated_at: updatedAt, volume: volume as number, chapter_key: key };
      }
    }
  } catch {
    // answered below
  }
  throw paramError('cursor', coded('page_cursor'));
}
