import type { Knex } from 'knex';

/** A volume row: whether members see it and its YouTube playlist link. */
export interface VolumeRow {
  volume_number: number;
  is_available: boolean;
  youtube_url: string | null;
}

/** Creates the volume rows every playlist, chapter file and volume lock of a volume needs first. */
export async function addVolumes(trx: Knex.Transaction, volumes: readonly VolumeRow[]): Promise<void> {
  await trx('volumes').insert(volumes);
}

type Reader = Knex | Knex.Transaction;

/** Every volume with its playlist's volume number (null when it has none), in one query. */
export function volumesWithPlaylists(
  db: Reader,
): Promise<Array<VolumeRow & { playlist_volume: number | null }>> {
  return db('volumes as v')
    .leftJoin('playlists as p', 'p.volume_number', 'v.volume_number')
    .select('v.volume_number', 'v.is_available', 'v.youtube_url', 'p.volume_number as playlist_volume')
    .orderBy('v.volume_number');
}

/** Whether the volume exists. */
export async function volumeExists(db: Reader, volume: number): Promise<boolean> {
  return Boolean(await db('volumes').where({ volume_number: volume }).first('volume_number'));
}

/** How many volumes there are. */
export async function volumeCount(db: Reader): Promise<number> {
  const row = await db('volumes').count<{ n: number }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
