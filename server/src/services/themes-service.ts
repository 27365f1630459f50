import type { TemaUpload } from '@camino/schemas/tema';
import { notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { sha256 } from '../lib/content-encoding';
import type { ServiceDeps } from './deps';

export type ThemesService = ReturnType<typeof createThemesService>;

/** Themes (temas): a title and the chapters that speak of it. Hidden themes are invisible to members. */
export function createThemesService({ db, clock }: ServiceDeps) {
  async function listVisible() {
    const rows = await db('themes').where({ visible: true }).orderBy('title').select('id', 'title');
    return rows.map((r) => ({ id: r.id as number, title: r.title as string }));
  }

  async function getVisible(id: number) {
    const row = await db('themes')
      .where({ id, visible: true })
      .first('id', 'title', 'content', 'content_hash');
    if (!row) throw notFound('Tema no encontrado');
    return { id: row.id as number, title: row.title as string, content: row.content as string };
  }

  /** Creates the theme, or replaces the one with the same title; returns its id. */
  async function upsert(tema: TemaUpload): Promise<number> {
    const content = JSON.stringify(tema);
    const now = isoNow(clock);
    await db('themes')
      .insert({
        title: tema.title,
        content,
        content_hash: sha256(content),
        visible: true,
        created_at: now,
        updated_at: now,
      })
      .onConflict('title')
      .merge(['content', 'content_hash', 'updated_at']);
    const row = await db('themes').where({ title: tema.title }).first('id');
    return row.id as number;
  }

  return { listVisible, getVisible, upsert };
}
