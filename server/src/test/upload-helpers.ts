// Sends admin uploads the way the panel does (multipart, field `file`) and reads back what the
// database holds, so upload tests assert the stored state and not only the answer.
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { Db } from '../db/connection';
import { bearer, type TestContext } from './test-context';

const CONTENT_TYPES: Record<string, string> = { '.zip': 'application/zip', '.json': 'application/json' };

/** POSTs `file` as multipart field `file`, typed by its extension unless `contentType` is given. */
export function uploadFile(
  ctx: TestContext,
  token: string,
  path: string,
  file: { name: string; data: Buffer; contentType?: string },
) {
  const contentType =
    file.contentType ??
    CONTENT_TYPES[file.name.slice(file.name.lastIndexOf('.'))] ??
    'application/octet-stream';
  return ctx.request
    .post(`/api${path}`)
    .set(bearer(token))
    .attach('file', file.data, { filename: file.name, contentType });
}

/** A volume's stored chapter files of one kind, parsed, by chapter index. */
export async function storedChapters(db: Db, volume: number, kind: 'main' | 'optional') {
  const rows = await db('chapter_files')
    .where({ volume_number: volume, kind })
    .orderBy('chapter_index')
    .select('chapter_index', 'content');
  return new Map<number, { description?: string; info: { index: number } }>(
    rows.map((r) => [Number(r.chapter_index), JSON.parse(r.content as string)]),
  );
}

/** A valid playlist upload for a volume, with `videos` chapter videos. */
export function playlistFor(
  volume: number,
  videos = 3,
  title = `Camino - Volumen ${volume}: Prueba`,
): PlaylistUpload {
  return {
    playlistId: `PLtest${volume}`,
    playlistTitle: title,
    description: `Volumen ${volume} de prueba`,
    items: Array.from({ length: videos }, (_, i) => ({
      title: `${volume}-${i + 1}. Capítulo ${i + 1}`,
      videoId: `v${volume}x${i + 1}`,
      url: `https://www.youtube.com/watch?v=v${volume}x${i + 1}`,
      channelTitle: 'Camino',
      thumbnail: `https://i.ytimg.com/vi/v${volume}x${i + 1}/hqdefault.jpg`,
    })),
  };
}

/** The newest audit entries, newest first. */
export async function lastAudit(db: Db, count = 1) {
  const rows = await db('audit_log').orderBy('id', 'desc').limit(count);
  return rows.map((r) => ({
    actor_name: r.actor_name as string,
    action: r.action as string,
    target: r.target as string,
    details: JSON.parse(r.details as string) as Record<string, unknown>,
  }));
}
