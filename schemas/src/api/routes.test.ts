import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteSpec } from './routes';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const specs = Object.entries(API_ROUTES as Record<string, ApiRouteSpec>);
const isRef = (s: unknown): s is { $ref: string } =>
  typeof s === 'object' && s !== null && '$ref' in s && Object.keys(s).length === 1;

/** Every object schema below `schema` (not into refs), with its path. */
function objectsIn(schema: unknown, at: string): Array<{ at: string; schema: Record<string, unknown> }> {
  if (typeof schema !== 'object' || schema === null || isRef(schema)) return [];
  const node = schema as Record<string, unknown>;
  const own = node.properties ? [{ at, schema: node }] : [];
  const children = Object.entries(node).flatMap(([key, value]) => {
    if (key === 'properties') {
      return Object.entries(value as Record<string, unknown>).flatMap(([name, s]) =>
        objectsIn(s, `${at}/${name}`),
      );
    }
    if (key === 'items') return objectsIn(value, `${at}[]`);
    if (key === 'anyOf' || key === 'oneOf') return (value as unknown[]).flatMap((s) => objectsIn(s, at));
    return [];
  });
  return [...own, ...children];
}

describe('the API route table', () => {
  it('keys routes as METHOD /path', () => {
    // Parameters are named as the fields they stand for (`:chapter_key`).
    for (const [key] of specs) expect(key).toMatch(/^(GET|POST|PUT|DELETE) \/[a-z0-9\-/:_]*$/);
  });

  it('gives every route a success answer', () => {
    for (const [key, spec] of specs) {
      const statuses = Object.keys(spec.responses).map(Number);
      expect(
        statuses.some((s) => [200, 201, 204].includes(s)),
        key,
      ).toBe(true);
    }
  });

  it('is strict: every response object with properties refuses other properties', () => {
    const loose = specs.flatMap(([key, spec]) =>
      Object.entries(spec.responses).flatMap(([status, schema]) =>
        objectsIn(schema, `${key} ${status}`)
          .filter((o) => o.schema.additionalProperties !== false)
          .map((o) => o.at),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('names each response schema once, under https://camino.app/schemas/api/', () => {
    const byId = new Map<string, unknown>();
    for (const [, spec] of specs) {
      for (const schema of [spec.query, ...Object.values(spec.responses)]) {
        if (!schema || isRef(schema)) continue;
        const id = (schema as { $id?: string }).$id;
        expect(id).toMatch(/^https:\/\/camino\.app\/schemas\/api\/[a-z-]+\.json$/);
        if (byId.has(id!)) expect(byId.get(id!), `${id} is used for two different schemas`).toBe(schema);
        byId.set(id!, schema);
      }
    }
  });

  it('loads no validator: the contract modules import other modules of the package as types only', () => {
    // These modules (the schemas' regular expressions, the languages, the translatable kinds, the
    // liturgical calendars and codes) are data only: at run time they import nothing but one
    // another, so they are as cheap as a contract module.
    const dataOnly = [
      '../patterns',
      '../languages',
      '../content-language',
      '../translations/translatable',
      '../liturgy/liturgical-calendars',
    ];
    const runtimeImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)';/gm)].map((m) => m[1]!);
    for (const module of dataOnly) {
      const file = path.join(HERE, `${module}.ts`);
      const imported = runtimeImports(file).map((from) =>
        path.relative(HERE, path.join(path.dirname(file), from)),
      );
      expect(
        imported.filter((from) => !dataOnly.includes(from)),
        module,
      ).toEqual([]);
    }
    for (const file of readdirSync(HERE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const runtime = runtimeImports(path.join(HERE, file));
      expect(
        runtime.filter((from) => !from.startsWith('./') && !dataOnly.includes(from)),
        file,
      ).toEqual([]);
    }
  });
});
