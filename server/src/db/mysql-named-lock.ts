import knex, { type Knex } from 'knex';

/**
 * Runs `work` while holding a MySQL named lock (GET_LOCK), so servers starting together against
 * one database take turns. The lock lives on a connection of its own, outside the pool `work`
 * uses, and is released when that connection closes even if this process dies.
 */
export async function withMysqlNamedLock<T>(
  db: Knex,
  name: string,
  waitSeconds: number,
  work: () => Promise<T>,
): Promise<T> {
  const holder = knex({ ...db.client.config, pool: { min: 0, max: 1 } });
  try {
    const [rows] = await holder.raw('SELECT GET_LOCK(?, ?) AS got', [name, waitSeconds]);
    if ((rows as Array<{ got: number | null }>)[0]?.got !== 1) {
      throw new Error(`another server held the "${name}" lock for over ${waitSeconds} s`);
    }
    try {
      return await work();
    } finally {
      await holder.raw('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await holder.destroy();
  }
}
