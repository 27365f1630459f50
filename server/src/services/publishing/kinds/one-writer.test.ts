// Proves that the modules of this folder are the only writers of the content tables: every
// production module of the server (what main.ts and the CLIs import, migrations aside) is parsed,
// and each knex write (insert, update, delete, merge, truncate...) and each raw SQL write whose
// table is a content table must sit in this folder; so must a write whose table is named by an
// expression the test cannot read (db(name) with `name` a parameter). The detector is itself
// tested on snippets and on this folder, where it must find a writer of every content table.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTENT_TABLES } from './index';

const KINDS_DIR = path.dirname(fileURLToPath(import.meta.url));
const SERVER_SRC = path.resolve(KINDS_DIR, '../../..');
const MIGRATIONS_DIR = path.join(SERVER_SRC, 'db', 'migrations');

/** Knex builder methods that write rows (batchInsert takes the table as its first argument). */
const WRITE_METHODS = new Set([
  'insert',
  'update',
  'del',
  'delete',
  'merge',
  'upsert',
  'truncate',
  'increment',
  'decrement',
  'batchInsert',
]);
const RAW_WRITE =
  /\b(?:insert\s+(?:ignore\s+)?into|replace\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+[`"']?(\w+)/gi;

/** Calls whose first argument is a table: the knex instance (db, trx, knex), from, into, table. */
const TABLE_CALLS = new Set(['db', 'trx', 'knex', 'from', 'into', 'table', 'batchInsert']);
/** A write whose table is named by an expression that is neither a string nor a local constant. */
const UNKNOWN = '(a table named by an expression)';

interface Finding {
  line: number;
  table: string;
  text: string;
}

/** The table a string names, as knex reads it ('chapters as c' is chapters). */
const tableOf = (name: string) => name.trim().split(/\s+/)[0]!.toLowerCase();

/**
 * Every write in `source` on one of `tables`: a builder chain ending in a write method whose
 * table (the first argument of any call of the chain, followed through local constants and
 * local functions such as `const users = () => db('users')`) is one of them, or a SQL string.
 */
function writesIn(source: string, tables: readonly string[]): Finding[] {
  const file = ts.createSourceFile('f.ts', source, ts.ScriptTarget.Latest, true);
  const wanted = new Set([...tables, UNKNOWN]);
  const declarations = new Map<string, ts.Node>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declarations.set(node.name.text, node.initializer);
    } else if (ts.isFunctionDeclaration(node) && node.name) {
      declarations.set(node.name.text, node);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  /** The expression a function returns, when it is one expression. */
  const returned = (fn: ts.Node): ts.Expression | undefined => {
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn) && !ts.isFunctionDeclaration(fn)) {
      return undefined;
    }
    if (fn.body && !ts.isBlock(fn.body)) return fn.body;
    const ret = fn.body?.statements.find(ts.isReturnStatement);
    return ret?.expression;
  };

  const stringOf = (node: ts.Node | undefined, seen = new Set<string>()): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isIdentifier(node) && !seen.has(node.text)) {
      seen.add(node.text);
      return stringOf(declarations.get(node.text), seen);
    }
    if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return stringOf(node.expression, seen);
    return undefined;
  };

  /** The tables named along a chain, from its outermost call down to its root. */
  const tablesOfChain = (node: ts.Expression, seen = new Set<string>()): string[] => {
    const found: string[] = [];
    let current: ts.Expression = node;
    for (;;) {
      if (ts.isCallExpression(current)) {
        const callee = current.expression;
        // A write's own first argument is a column (update('title', ...)), batchInsert's a table.
        const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const first = current.arguments[0];
        const named = stringOf(first);
        if (named !== undefined && (!WRITE_METHODS.has(method) || method === 'batchInsert')) {
          found.push(tableOf(named));
        } else if (
          first &&
          named === undefined &&
          TABLE_CALLS.has(ts.isIdentifier(callee) ? callee.text : method)
        ) {
          // db(table), trx.from(name): a table this test cannot read, so it cannot vouch for it.
          found.push(UNKNOWN);
        }
        if (ts.isIdentifier(callee) && !seen.has(callee.text)) {
          seen.add(callee.text);
          const body = returned(declarations.get(callee.text) ?? callee);
          if (body) found.push(...tablesOfChain(body, seen));
        }
        current = callee;
      } else if (ts.isPropertyAccessExpression(current) || ts.isNonNullExpression(current)) {
        current = current.expression;
      } else if (ts.isParenthesizedExpression(current) || ts.isAwaitExpression(current)) {
        current = current.expression;
      } else if (ts.isIdentifier(current) && !seen.has(current.text)) {
        seen.add(current.text);
        const initializer = declarations.get(current.text);
        if (!initializer || !ts.isExpression(initializer)) return found;
        current = initializer;
      } else {
        return found;
      }
    }
  };

  /** The outermost call of the chain `call` is part of (`x.where().delete().returning()`). */
  const topOf = (call: ts.CallExpression): ts.Expression => {
    let top: ts.Expression = call;
    while (
      ts.isPropertyAccessExpression(top.parent) &&
      ts.isCallExpression(top.parent.parent) &&
      top.parent.parent.expression === top.parent
    ) {
      top = top.parent.parent;
    }
    return top;
  };

  const findings: Finding[] = [];
  const report = (node: ts.Node, table: string) =>
    findings.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      table,
      text: node.getText().split('\n')[0]!.slice(0, 100),
    });
  const chains = new Set<ts.Node>();
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITE_METHODS.has(node.expression.name.text)
    ) {
      // One finding per statement: insert().onConflict().merge() is one write.
      const top = topOf(node);
      if (!chains.has(top)) {
        chains.add(top);
        for (const table of new Set(tablesOfChain(top))) if (wanted.has(table)) report(node, table);
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      for (const match of node.getText().matchAll(RAW_WRITE)) {
        const table = match[1]!.toLowerCase();
        if (wanted.has(table)) report(node, table);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** The relative modules a file imports (statically, by re-export or by import()). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const resolved: string[] = [];
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), fileName.replace(/\.js$/, ''));
    const hit = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (hit) resolved.push(hit);
  }
  return resolved;
}

/** The server's production modules: what main.ts and the CLIs import, transitively. */
function productionModules(): string[] {
  const cliDir = path.join(SERVER_SRC, 'cli');
  const entries = [
    path.join(SERVER_SRC, 'main.ts'),
    ...readdirSync(cliDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(cliDir, name)),
  ];
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(SERVER_SRC)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen];
}

const relative = (file: string) => path.relative(SERVER_SRC, file);
const inKinds = (file: string) => path.dirname(file) === KINDS_DIR;

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
    const writers = modules
      .filter((file) => !inKinds(file) && !file.startsWith(MIGRATIONS_DIR))
      .flatMap((file) =>
        writesIn(readFileSync(file, 'utf8'), CONTENT_TABLES).map(
          (f) => `${relative(file)}:${f.line} writes ${f.table}: ${f.text}`,
        ),
      );
    expect(writers).toEqual([]);
  });
});
