import { describe, expect, it } from 'vitest';
import type { GospelSummary } from '@camino/schemas/api/gospel';
import { filterGospels } from './filter-gospels';

const entry = (date: string, reference: string, heading = '', weekday = ''): GospelSummary => ({
  date,
  reference,
  heading,
  weekday,
  views: 0,
});

const entries = [
  entry('2030-06-15', 'Lc 6, 39-45', 'Lectura del santo evangelio según san Lucas', 'Sábado'),
  entry('2030-06-16', 'Mt 5, 1-12', 'Lectura del santo evangelio según san Mateo', 'Domingo'),
  entry('2030-07-01', 'Jn 1, 1-18'),
];

describe('filterGospels', () => {
  it('keeps everything for an empty query', () => {
    expect(filterGospels(entries, '  ')).toHaveLength(3);
  });

  it('matches a date prefix, a reference, a heading or a weekday, ignoring case and accents', () => {
    expect(filterGospels(entries, '2030-06').map((e) => e.date)).toEqual(['2030-06-15', '2030-06-16']);
    expect(filterGospels(entries, 'jn 1').map((e) => e.date)).toEqual(['2030-07-01']);
    expect(filterGospels(entries, 'SEGUN SAN MATEO').map((e) => e.date)).toEqual(['2030-06-16']);
    expect(filterGospels(entries, 'sabado').map((e) => e.date)).toEqual(['2030-06-15']);
  });

  it('nothing when nothing matches', () => {
    expect(filterGospels(entries, 'Hechos')).toEqual([]);
  });
});
