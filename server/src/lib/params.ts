import { CHAPTER_INDEX_MAX, CHAPTER_KEY_MAX_LENGTH, VOLUME_COUNT } from '@camino/schemas/constants';
import { isCalendarDate } from '@camino/schemas/calendar-date';
import {
  coded,
  problemAt,
  problemParam,
  type Coded,
  type Problem,
} from '@camino/schemas/messages/render-problem';
import { badRequest, message } from '../errors';

/**
 * 400 for bad path or query parameters: the detail names the first and says its problem
 * ("volume must be an integer from 1 to 36"), each problem points at its parameter (`/volume`).
 */
export function paramsError(problems: [Problem, ...Problem[]]) {
  const [first] = problems;
  const name = first.pointer.slice(1);
  return badRequest(message('param_invalid', { name, problem: problemParam(first) }), problems);
}

/** 400 for one bad path or query parameter (paramsError). */
export const paramError = (name: string, problem: Coded) => paramsError([problemAt(`/${name}`, problem)]);

/** Parses a positive integer from a path or query parameter; 400 names the parameter otherwise. */
export function positiveInt(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  const text = typeof value === 'string' ? value : '';
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw paramError(name, coded('int_range', { max }));
  }
  return n;
}

export const volumeParam = (value: unknown, name = 'volume') => positiveInt(value, name, VOLUME_COUNT);

export const chapterIndexParam = (value: unknown) => positiveInt(value, 'index', CHAPTER_INDEX_MAX);

/** A chapter's identity (`chapter_key`) from a path or query parameter; 400 names it otherwise. */
export function chapterKeyParam(value: unknown, name = 'chapter_key'): string {
  if (typeof value === 'string' && value.length >= 1 && value.length <= CHAPTER_KEY_MAX_LENGTH) return value;
  throw paramError(name, coded('length_range', { max: CHAPTER_KEY_MAX_LENGTH }));
}

/** A YYYY-MM-DD date parameter, or `fallback` when absent. */
export function dateParam(value: unknown, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw paramError('date', coded('date_param'));
  }
  return value;
}
