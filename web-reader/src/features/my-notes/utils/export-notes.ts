import type { MemberNote } from '@camino/schemas/api/member-data';
import { escapeMarkdown } from '../../../lib/escape-markdown';
import { formatMoment } from '../../../lib/format-moment';
import { groupNotes, type VolumeNotes } from './group-notes';

/** The texts an export needs, in the UI language (the caller passes its `t`). */
export interface ExportLabels {
  heading: string;
  exportedOn: (date: string) => string;
  volume: (volume: number) => string;
  updated: (date: string) => string;
  unpublishedTitle: string;
}

/** Dates as the UI shows them: `locale` is the UI language (en-US, es-ES). */
export const formatDay = (date: Date, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);

/** `camino-notes-2026-11-23.md`: the member's own calendar day, not UTC's. */
export function exportFileName(extension: 'md' | 'json', now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `camino-notes-${day}.${extension}`;
}

// The member's text as a quote, escaped: whatever it holds (a '#', '*x*', '<b>') reads as typed.
const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${escapeMarkdown(line)}` : '>'))
    .join('\n');

function volumeSections(groups: VolumeNotes[], labels: ExportLabels, locale: string, level: string) {
  return groups.flatMap(({ volume, notes }) => [
    `${level} ${labels.volume(volume)}`,
    ...notes.flatMap((note) => [
      `${level}# ${escapeMarkdown(note.title)}`,
      `*${labels.updated(formatMoment(note.updated_at, locale))}*`,
      quoted(note.note),
    ]),
  ]);
}

/**
 * All notes as one Markdown document in the UI language: a heading and the export date, then each
 * volume with its chapters' notes newest first, then the notes on chapters no longer published.
 */
export function notesToMarkdown(
  notes: readonly MemberNote[],
  labels: ExportLabels,
  locale: string,
  now: Date,
) {
  const { published, unpublished } = groupNotes(notes);
  const blocks = [
    `# ${labels.heading}`,
    labels.exportedOn(formatDay(now, locale)),
    ...volumeSections(published, labels, locale, '##'),
    ...(unpublished.length > 0
      ? [`## ${labels.unpublishedTitle}`, ...volumeSections(unpublished, labels, locale, '###')]
      : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** All notes as JSON, in the fields GET /notes answers, so the file can be read back as data. */
export function notesToJson(notes: readonly MemberNote[], now: Date): string {
  const fields = notes.map(({ volume, index, chapter_key, title, note, updated_at, version, published }) => ({
    volume,
    index,
    chapter_key,
    title,
    note,
    updated_at,
    version,
    published,
  }));
  return `${JSON.stringify({ exported_at: now.toISOString(), notes: fields }, null, 2)}\n`;
}

/** Hands `content` to the browser as a download named `name` (no server round trip). */
export function downloadText(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
