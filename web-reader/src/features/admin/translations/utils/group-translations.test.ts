import type { TranslationItem } from '@camino/schemas/api/translations';
import { describe, expect, it } from 'vitest';
import { groupTranslations, statusIn } from './group-translations';

const item = (
  kind: TranslationItem['kind'],
  key: string,
  status: 'missing' | 'current' | 'stale',
  title = key,
): TranslationItem => ({
  kind,
  key,
  volume: kind === 'tema' || kind === 'about' ? null : Number(key.split('/')[0]),
  title,
  source_hash: 'h',
  translations:
    status === 'missing' ? [] : [{ lang: 'en', status, made_from: 'h0', updated_at: '2026-01-01T00:00:00Z' }],
});

const ITEMS = [
  item('about', 'about', 'current', 'Acerca de'),
  item('tema', 'perdon', 'missing', 'Perdón'),
  item('optional_file', '2/1', 'missing'),
  item('main_file', '2/10', 'stale'),
  item('main_file', '2/1', 'current'),
  item('tema', 'amor', 'stale', 'Amor'),
  item('playlist', '2', 'current', 'Volumen dos'),
  item('main_file', '1/1', 'missing'),
];

describe('groupTranslations', () => {
  it('groups by volume (playlist, then chapters by number), then themes by title, then About', () => {
    const groups = groupTranslations(ITEMS, 'en');
    expect(groups.map((g) => g.id)).toEqual(['volume-1', 'volume-2', 'temas', 'about']);
    expect(groups[1]!.rows.map((r) => `${r.item.kind} ${r.item.key}`)).toEqual([
      'playlist 2',
      'main_file 2/1',
      'optional_file 2/1',
      'main_file 2/10',
    ]);
    expect(groups[2]!.rows.map((r) => r.item.title)).toEqual(['Amor', 'Perdón']);
  });

  it('counts every translation as translated, out of date ones too, and the stale ones apart', () => {
    const volume2 = groupTranslations(ITEMS, 'en')[1]!;
    expect(volume2.counts).toEqual({ total: 4, translated: 3, stale: 1, missing: 1, current: 2 });
  });

  it('filters rows by status but keeps the counts of the whole group, dropping emptied groups', () => {
    const groups = groupTranslations(ITEMS, 'en', 'stale');
    expect(groups.map((g) => g.id)).toEqual(['volume-2', 'temas']);
    expect(groups[0]!.rows.map((r) => r.item.key)).toEqual(['2/10']);
    expect(groups[0]!.counts.total).toBe(4);
  });

  it('reads the status of the language asked for; none listed is missing', () => {
    expect(statusIn(item('about', 'about', 'stale'), 'en')).toBe('stale');
    expect(statusIn(item('about', 'about', 'stale'), 'fr')).toBe('missing');
  });
});
