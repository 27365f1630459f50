import { CHAPTER_INDEX_MAX, CHAPTER_KEY_MAX_LENGTH, VOLUME_COUNT } from '@camino/schemas/constants';
import { badRequest, message } from '../errors';
import { isCalendarDate } from '@camino/schemas/calendar-date';

/** Parses a positive integer from a path or query parameter; 400 names the parameter otherwise. */
export function positiveInt(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  const text = typeof value === 'string' ? value : '';
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw badRequest(message('int_param', { name, max }), [
      { pointer: `/${name}`, message: `must be an integer from 1 to ${max}` },
    ]);
  }
  return n;
}

export const volumeParam = (value: unknown, name = 'volume') => positiveInt(value, name, VOLUME_COUNT);

export const chapterIndexParam = (value: unknown) => positiveInt(value, 'index', CHAPTER_INDEX_MAX);

/** A chapter's identity (`chapter_key`) from a path or query parameter; 400 names it otherwise. */
export function chapterKeyParam(value: unknown, name = 'chapter_key'): string {
  if (typeof value === 'string' && value.length >= 1 && value.length <= CHAPTER_KEY_MAX_LENGTH) return value;
  throw badRequest(message('length_param', { name, max: CHAPTER_KEY_MAX_LENGTH }), [
    { pointer: `/${name}`, message: `must be 1 to ${CHAPTER_KEY_MAX_LENGTH} characters` },
  ]);
}

/** A YYYY-MM-DD date parameter, or `fallback` when absent. */
export function dateParam(value: unknown, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw badRequest(message('date_param'), [
      { pointer: '/date', message: 'must be a date written YYYY-MM-DD' },
    ]);
  }
  return value;
}
