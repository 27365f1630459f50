// Proves that the modules of this folder are the only ones that query the content tables, reads
// included: every production module of the server outside it (migrations aside) is parsed, and
// any knex call naming a content table (db('videos'), .from, a join), any SQL string naming one
// and any query whose table is an expression the test cannot read fails. Services, routes, pages
// and search call the named read functions of this folder instead, so a change to how a kind is
// stored is made here alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  productionModulesOutside,
  queriesIn,
  relative,
  SERVER_SRC,
} from '../../../test/content-table-access';
import { CONTENT_TABLES } from './index';

const KINDS_DIR = path.dirname(fileURLToPath(import.meta.url));

describe('the content tables are queried only here', () => {
  it('finds reads however a query names its table', () => {
    const source = `
      const TABLE = 'settings';
      const videos = () => db('videos');
      await db('themes').where({ visible: true }).select('id');
      await trx(TABLE).where({ key }).first('value');
      await videos().where({ volume_number: 2 });
      await db('notes as n').leftJoin('chapters as c', function () { this.on('c.id', 'n.id'); });
      await db('progress').join('videos as v', 'v.id', 'p.id').count();
      await db.select('date').from('gospel_entries');
      await db('volumes as v').whereIn('v.volume_number', db('playlists').select('volume_number'));
      await db.raw('SELECT content FROM chapter_files WHERE kind = ?', ['main']);
      const TABLES = [['notes', 'notes'], ['videos', 'marks']] as const;
      for (const [table, label] of TABLES) await db(table).count();
      await trx(tableName).first();
    `;
    expect(queriesIn(source, CONTENT_TABLES).map((f) => f.table)).toEqual([
      'videos',
      'themes',
      'settings',
      'chapters',
      'videos',
      'gospel_entries',
      'volumes',
      'playlists',
      'chapter_files',
      'videos',
      '(a table named by an expression)',
    ]);
  });

  it('leaves other tables, subqueries and words alone', () => {
    const source = `
      await db('notes').where({ user_id }).select('id');
      await db('reading_progress as p').join(db('users').select('id').as('u'), 'u.id', 'p.user_id');
      await db('audit').whereIn('id', function () { this.select('id').from('revisions'); });
      services.settings.get('news');
      cache.get({ key: 'volumes' });
      const message = 'Remove it from the playlist first';
      const MEMBER_TABLES = [['notes', 'notes'], ['watched_videos', 'marks']] as const;
      for (const [table, label] of MEMBER_TABLES) await db(table).count();
    `;
    expect(queriesIn(source, CONTENT_TABLES)).toEqual([]);
  });

  it('sees a query of every content table in this folder', () => {
    const kinds = readdirSync(KINDS_DIR)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(KINDS_DIR, name));
    const queried = new Set(
      kinds.flatMap((file) => queriesIn(readFileSync(file, 'utf8'), CONTENT_TABLES)).map((f) => f.table),
    );
    expect([...queried].sort()).toEqual([...CONTENT_TABLES].sort());
  });

  it('no production module outside this folder queries a content table', () => {
    const modules = productionModulesOutside(KINDS_DIR);
    // The walk reaches the modules that display content, so an empty scan cannot pass.
    for (const reader of [
      'services/volumes-service.ts',
      'services/search/load-documents.ts',
      'pages/page-data.ts',
    ]) {
      expect(modules).toContain(path.join(SERVER_SRC, reader));
    }
    const readers = modules.flatMap((file) =>
      queriesIn(readFileSync(file, 'utf8'), CONTENT_TABLES).map(
        (f) => `${relative(file)}:${f.line} queries ${f.table}: ${f.text}`,
      ),
    );
    expect(readers).toEqual([]);
  });
});
