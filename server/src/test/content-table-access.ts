// Finds the queries of a server module on given tables, by parsing it: knex builder chains whose
// table is named by a string (followed through local constants and local functions), joins, and
// SQL strings. The content-table tests in services/publishing/kinds/ use it to prove that the
// modules of that folder are the only ones that read and write published content.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Knex builder methods that write rows (batchInsert takes the table as its first argument). */
export const WRITE_METHODS = new Set([
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
export const TABLE_CALLS = new Set(['db', 'trx', 'knex', 'from', 'into', 'table', 'batchInsert']);
/** A query whose table is named by an expression that is neither a string nor a local constant. */
export const UNKNOWN = '(a table named by an expression)';

interface Finding {
  line: number;
  table: string;
  text: string;
}

/** The table a string names, as knex reads it ('chapters as c' is chapters). */
const tableOf = (name: string) => name.trim().split(/\s+/)[0]!.toLowerCase();

/** A parsed module with what the detectors follow: its local constants and functions. */
function parse(source: string) {
  const file = ts.createSourceFile('f.ts', source, ts.ScriptTarget.Latest, true);
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

  const findings: Finding[] = [];
  const report = (node: ts.Node, table: string) =>
    findings.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      table,
      text: node.getText().split('\n')[0]!.slice(0, 100),
    });
  return { file, declarations, stringOf, returned, findings, report };
}

/**
 * Every write in `source` on one of `tables`: a builder chain ending in a write method whose
 * table (the first argument of any call of the chain, followed through local constants and
 * local functions such as `const users = () => db('users')`) is one of them, or a SQL string.
 */
export function writesIn(source: string, tables: readonly string[]): Finding[] {
  const { file, declarations, stringOf, returned, findings, report } = parse(source);
  const wanted = new Set([...tables, UNKNOWN]);

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

/** Builder methods whose first argument is a table joined to the query. */
const JOIN_CALLS = new Set([
  'join',
  'innerJoin',
  'leftJoin',
  'leftOuterJoin',
  'rightJoin',
  'rightOuterJoin',
  'fullOuterJoin',
  'crossJoin',
]);
/** The names a knex instance goes by. */
const KNEX_NAMES = new Set(['db', 'trx', 'knex']);
/** A table named in SQL text: after FROM, JOIN, INTO, UPDATE or TABLE. */
const RAW_TABLE = /\b(?:from|join|into|update|table)\s+[`"']?(\w+)/gi;

/**
 * Every query in `source` that names one of `tables`, read or write: a call of the knex instance
 * (db, trx, knex), from, into, table or a join whose first argument is one of them (followed
 * through local constants), a table named by an expression, or a SQL string naming one.
 */
export function queriesIn(source: string, tables: readonly string[]): Finding[] {
  const { file, declarations, stringOf, findings, report } = parse(source);
  const wanted = new Set([...tables, UNKNOWN]);

  // `for (const [table, label] of TABLES)` over a local constant list of string tuples: the
  // loop's name stands for each string of its column of the list.
  const loopNames = new Map<string, string[]>();
  const collectLoops = (node: ts.Node) => {
    const loop =
      ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer) ? node : undefined;
    const binding = loop && (loop.initializer as ts.VariableDeclarationList).declarations[0]?.name;
    let list: ts.Node | undefined = loop && declarations.get(loop.expression.getText());
    while (list && ts.isAsExpression(list)) list = list.expression;
    if (binding && ts.isArrayBindingPattern(binding) && list && ts.isArrayLiteralExpression(list)) {
      const rows = list.elements;
      binding.elements.forEach((element, column) => {
        if (!ts.isBindingElement(element) || !ts.isIdentifier(element.name)) return;
        const names = rows.map((row) =>
          ts.isArrayLiteralExpression(row) ? stringOf(row.elements[column]) : undefined,
        );
        if (names.every((name) => name !== undefined)) loopNames.set(element.name.text, names);
      });
    }
    ts.forEachChild(node, collectLoops);
  };
  collectLoops(file);

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const first = node.arguments[0];
      if (first && (TABLE_CALLS.has(name) || JOIN_CALLS.has(name))) {
        const named = stringOf(first);
        const looped = ts.isIdentifier(first) ? loopNames.get(first.text) : undefined;
        // db(name) and trx(name) with a name the test cannot read; a subquery or a callback names
        // its tables in its own calls, and from/join also belong to Buffer, Array and path.
        const unread = KNEX_NAMES.has(name) && !ts.isObjectLiteralExpression(first);
        const names = named !== undefined ? [named] : (looped ?? []);
        const tables = unread && names.length === 0 ? [UNKNOWN] : names.map(tableOf);
        for (const table of new Set(tables)) if (wanted.has(table)) report(node, table);
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      for (const match of node.getText().matchAll(RAW_TABLE)) {
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
export function productionModules(): string[] {
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

/** The server's path of a module, as findings name it. */
export const relative = (file: string) => path.relative(SERVER_SRC, file);

/** The production modules outside `folder` (its subfolders included) and the migrations. */
export function productionModulesOutside(folder: string): string[] {
  const migrations = path.join(SERVER_SRC, 'db', 'migrations');
  return productionModules().filter((file) => path.dirname(file) !== folder && !file.startsWith(migrations));
}
