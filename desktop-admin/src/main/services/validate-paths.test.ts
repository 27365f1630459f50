// Proves reading path files (paths/{id}.json) validate offline with the server's schema and its
// cross-file rule: a chapter a path names needs a main file in the workspace.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { buildSnapshot } from './validate-workspace';

const path = (days: unknown[]) =>
  JSON.stringify({
    id: 'first-week',
    title: { en: 'First week', es: 'Primera semana' },
    description: { en: 'Seven days.', es: 'Siete días.' },
    start: 'on-join',
    days,
  });

const problemsOf = (text: string) =>
  buildSnapshot(
    '/ws',
    [...Object.entries(EXAMPLE_FILES), ['paths/first-week.json', text]].map(([p, t]) => ({
      path: p!,
      text: t!,
    })),
    {
      version: 1,
      uploaded: {},
    },
  ).files.find((f) => f.path === 'paths/first-week.json')!;

describe('reading path files in the workspace', () => {
  it('are their own kind and valid when their chapters have main files', () => {
    const file = problemsOf(path([{ chapters: [{ volume: 1, index: 1 }] }, { gospel: true }]));
    expect(file.kind).toBe('path');
    expect(file.problems).toEqual([]);
  });

  it('report schema problems at their places', () => {
    const file = problemsOf(path([{ prompt: { en: 'x', es: 'y' } }]));
    expect(file.problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      "/days/0 must have 'chapters' or 'gospel'",
    ]);
  });

  it('report a chapter without a main file in the workspace', () => {
    const file = problemsOf(path([{ gospel: true }, { chapters: [{ volume: 1, index: 9 }] }]));
    expect(file.problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/days/1/chapters/0 names chapter 1-9, which is not published',
    ]);
  });
});
