// Proves that the modules of this folder are the only writers of the content tables: every
// production module of the server (what main.ts and the CLIs import, migrations aside) is parsed,
// and each knex write (insert, update, delete, merge, truncate...) and each raw SQL write whose
// table is a content table must sit in this folder; so must a write whose table is named by an
// expression the test cannot read (db(name) with `name` a parameter). The detector is itself
// tested on snippets and on this folder, where it must find a writer of every content table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  productionModules,
  productionModulesOutside,
  relative,
  SERVER_SRC,
  writesIn,
} from '../../../test/content-table-access';
import { CONTENT_TABLES } from './index';

const KINDS_DIR = path.dirname(fileURLToPath(import.meta.url));

describe('the content tables have one writer', () => {
  it('finds writes however a chain names its table', () => {
    const source = `
      const TABLE = 'settings';
      const videos = () => db('videos');
      function files() { return trx('chapter_files as f'); }
      await trx('chapters')
        .where({ volume_number: 1 })
        .update({ position: null });
      await db('themes as t').where({ id }).delete();
      await trx(TABLE).insert(row).onConflict('key').merge(['value']);
      await videos().where({ volume_number: 2 }).del();
      await files().truncate();
      await trx.insert(rows).into('playlists');
      const query = trx('gospel_entries').whereIn('date', dates);
      await query.delete();
      await ctx.db('volumes').insert(volumes);
      await db.from('themes').where({ id }).del();
      await knex.table('chapters').update({ position: null });
      await trx.raw(\`DELETE FROM chapter_files WHERE volume_number = ?\`, [3]);
      await trx(tableName).where({ id }).delete();
    `;
    expect(writesIn(source, CONTENT_TABLES).map((f) => f.table)).toEqual([
      'chapters',
      'themes',
      'settings',
      'videos',
      'chapter_files',
      'playlists',
      'gospel_entries',
      'volumes',
      'themes',
      'chapters',
      'chapter_files',
      '(a table named by an expression)',
    ]);
  });

  it('leaves reads, other tables and maps alone', () => {
    const source = `
      const seen = new Map();
      seen.delete(key);
      await trx('notes').where(key).delete();
      await db('chapters as c').leftJoin('videos as v', 'v.id', 'c.id').select('c.title');
      await trx('cache_generations').where({ name: 'content' }).increment('generation', 1);
      hash.update('chapters');
      await trx.raw('select * from chapters');
      await createLimiter(db, 'gospel_view').delete(key);
    `;
    expect(writesIn(source, CONTENT_TABLES)).toEqual([]);
  });

  it('sees a writer of every content table in this folder', () => {
    const kinds = readdirSync(KINDS_DIR)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(KINDS_DIR, name));
    const written = new Set(
      kinds.flatMap((file) => writesIn(readFileSync(file, 'utf8'), CONTENT_TABLES)).map((f) => f.table),
    );
    expect([...written].sort()).toEqual([...CONTENT_TABLES].sort());
  });

  it('no production module outside this folder writes a content table', () => {
    const modules = productionModules();
    // The walk reaches the services that store uploads, so an empty scan cannot pass.
    for (const service of ['volumes', 'chapters', 'gospel', 'themes', 'settings']) {
      expect(modules).toContain(path.join(SERVER_SRC, 'services', `${service}-service.ts`));
    }
    const writers = productionModulesOutside(KINDS_DIR).flatMap((file) =>
      writesIn(readFileSync(file, 'utf8'), CONTENT_TABLES).map(
        (f) => `${relative(file)}:${f.line} writes ${f.table}: ${f.text}`,
      ),
    );
    expect(writers).toEqual([]);
  });
});
