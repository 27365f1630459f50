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
