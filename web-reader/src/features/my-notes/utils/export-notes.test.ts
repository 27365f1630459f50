import type { MemberNote } from '@camino/schemas/api/member-data';
import { describe, expect, it } from 'vitest';
import { formatMoment } from '../../../lib/format-moment';
import { exportFileName, notesToJson, notesToMarkdown, type ExportLabels } from './export-notes';
import { chapterPath, groupNotes } from './group-notes';

const note = (over: Partial<MemberNote>): MemberNote => ({
  volume: 1,
  index: 2,
  chapter_key: `k-${over.volume ?? 1}-${over.index ?? 2}-${over.updated_at ?? ''}`,
  title: '1-2. Aprender a orar',
  note: 'text',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 1,
  published: true,
  ...over,
});

const notes: MemberNote[] = [
  note({
    volume: 1,
    index: 4,
    title: '1-4. Gratitud',
    note: 'Gracias\n\n# not a heading',
    updated_at: '2026-11-23T09:30:00.000Z',
  }),
  note({ volume: 2, index: 1, title: '2-1. Perdón', updated_at: '2026-11-22T08:00:00.000Z' }),
  note({
    volume: 1,
    index: null,
    title: '1-3. Old title',
    published: false,
    updated_at: '2026-11-21T08:00:00.000Z',
  }),
  note({ volume: 1, index: 2, title: '1-2. Aprender a orar', updated_at: '2026-11-20T10:00:00.000Z' }),
];

const english: ExportLabels = {
  heading: 'My Camino notes',
  exportedOn: (date) => `Exported on ${date}`,
  volume: (volume) => `Volume ${volume}`,
  updated: (date) => `Updated ${date}`,
  unpublishedTitle: 'Notes on chapters no longer published',
};

describe('groupNotes', () => {
  it('groups by volume in the order of the newest note, newest first inside, unpublished apart', () => {
    const shuffled = [notes[3]!, notes[1]!, notes[2]!, notes[0]!];
    const { published, unpublished } = groupNotes(shuffled);
    expect(published.map((g) => [g.volume, g.notes.map((n) => n.index)])).toEqual([
      [1, [4, 2]],
      [2, [1]],
    ]);
    expect(unpublished.map((g) => [g.volume, g.notes.map((n) => n.title)])).toEqual([
      [1, ['1-3. Old title']],
    ]);
  });

  it('a note marked published but without an index cannot be opened: it goes with the unpublished', () => {
    const { published, unpublished } = groupNotes([note({ index: null, published: true })]);
    expect(published).toEqual([]);
    expect(unpublished).toHaveLength(1);
  });

  it('links to the chapter on its volume page, back to My notes', () => {
    expect(chapterPath({ volume: 3, index: 7 })).toBe('/volume/3?chapter=7&from=%2Fmy-notes');
  });
});

describe('exports', () => {
  const now = new Date(2026, 10, 23, 21, 15);

  it('file names carry the local day', () => {
    expect(exportFileName('md', now)).toBe('camino-notes-2026-11-23.md');
    expect(exportFileName('json', new Date(2026, 0, 5))).toBe('camino-notes-2026-01-05.json');
  });

  it('Markdown: heading, export date, volumes and chapters newest first, notes quoted, unpublished last', () => {
    // Times in the member's own zone, as the page shows them.
    const at = (iso: string) => `*Updated ${formatMoment(iso, 'en-US')}*`;
    expect(at('2026-11-23T09:30:00.000Z')).toMatch(/^\*Updated November 2[23], 2026.*\d:30/);
    const markdown = notesToMarkdown(notes, english, 'en-US', now);
    expect(markdown).toBe(
      [
        '# My Camino notes',
        'Exported on November 23, 2026',
        '## Volume 1',
        '### 1-4. Gratitud',
        at('2026-11-23T09:30:00.000Z'),
        '> Gracias\n>\n> \\# not a heading',
        '### 1-2. Aprender a orar',
        at('2026-11-20T10:00:00.000Z'),
        '> text',
        '## Volume 2',
        '### 2-1. Perdón',
        at('2026-11-22T08:00:00.000Z'),
        '> text',
        '## Notes on chapters no longer published',
        '### Volume 1',
        '#### 1-3. Old title',
        at('2026-11-21T08:00:00.000Z'),
        '> text',
      ].join('\n\n') + '\n',
    );
  });

  it('Markdown in Spanish: dates in Spanish, the labels given', () => {
    const markdown = notesToMarkdown(
      [notes[0]!],
      {
        ...english,
        heading: 'Mis notas de Camino',
        exportedOn: (d) => `Exportadas el ${d}`,
        volume: (v) => `Volumen ${v}`,
      },
      'es-ES',
      now,
    );
    expect(markdown).toContain('# Mis notas de Camino\n\nExportadas el 23 de noviembre de 2026');
    expect(markdown).toContain('## Volumen 1');
    expect(markdown).toContain('23 de noviembre de 2026');
  });

  it('JSON: the export time and every note with the fields GET /notes gives', () => {
    const parsed = JSON.parse(notesToJson(notes, now)) as { exported_at: string; notes: MemberNote[] };
    expect(parsed.exported_at).toBe(now.toISOString());
    expect(parsed.notes).toEqual(notes);
  });
});
