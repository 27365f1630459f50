import type { Response } from 'express';
import { nextTurn, turnDue } from './next-turn';

/** Arrays at least this long are serialized item by item, with turns of the event loop between. */
const LONG_ARRAY = 16;

/**
 * JSON.stringify(value), the same text, built with turns of the event loop between the items of
 * long arrays (a dry run of a 48 MB ZIP lists ~12,000 changed fields of 300 files: 5 MB of JSON
 * that held the event loop for 100–200 ms in one res.json). An object is taken apart only where a
 * long array lies among its members (the answer's `changes`); the rest is JSON.stringify's.
 * Plain data only (no replacer; an object with toJSON is left to JSON.stringify whole).
 */
export async function stringifyInTurns(value: unknown): Promise<string> {
  const due = turnDue();
  const parts: string[] = [];
  async function write(item: unknown, inArray: boolean): Promise<void> {
    if (Array.isArray(item) && item.length >= LONG_ARRAY) {
      parts.push('[');
      for (let i = 0; i < item.length; i++) {
        if (i > 0) parts.push(',');
        await write(item[i], true);
        if (due()) await nextTurn();
      }
      parts.push(']');
      return;
    }
    if (isPlainObject(item) && Object.values(item).some(holdsLongArray)) {
      parts.push('{');
      let first = true;
      for (const [key, member] of Object.entries(item)) {
        // As JSON.stringify: members whose value has no JSON form are left out.
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        parts.push(first ? '' : ',', JSON.stringify(key), ':');
        first = false;
        await write(member, false);
      }
      parts.push('}');
      return;
    }
    // In an array, a value with no JSON form is written null, as JSON.stringify writes it.
    parts.push(JSON.stringify(item) ?? (inArray ? 'null' : ''));
  }
  await write(value, false);
  return parts.join('');
}

const holdsLongArray = (value: unknown): boolean =>
  (Array.isArray(value) && value.length >= LONG_ARRAY) ||
  (isPlainObject(value) && Object.values(value).some(holdsLongArray));

/** res.json(body) for a body that may be large, serialized by stringifyInTurns. */
export async function sendJsonInTurns<T>(res: Response<T>, body: T): Promise<void> {
  const text = await stringifyInTurns(body);
  res.type('json').send(text as T);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('toJSON' in value);
}
