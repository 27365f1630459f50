import { CHAPTER_INDEX_MAX, VOLUME_COUNT } from './constants';
import { problem, type Problem } from './messages/render-problem';

/** Which chapter a file or video is about. */
export type ChapterRef = { volume: number; index: number };

/** What a chapter file name says: its chapter, and whether it is the main or optional file. */
export type ChapterFileName = ChapterRef & { kind: 'main' | 'optional' };

function inRange(volume: number, index: number): boolean {
  return volume >= 1 && volume <= VOLUME_COUNT && index >= 1 && index <= CHAPTER_INDEX_MAX;
}

// Numbers without leading zeros: the server looks files up as `${volume}-${index}.json`,
// so '01-5.json' would never be found.
const fileName = /^([1-9][0-9]*)-([1-9][0-9]*)(_o)?\.json$/;

/**
 * Parses `{volume}-{index}.json` (main) or `{volume}-{index}_o.json` (optional). Leading
 * folders, as ZIP entries carry them, are ignored. Null for any other name or a volume or
 * index out of range.
 */
export function parseChapterFileName(name: string): ChapterFileName | null {
  const match = fileName.exec(name.split(/[\\/]/).at(-1) ?? '');
  if (!match) return null;
  const volume = Number(match[1]);
  const index = Number(match[2]);
  if (!inRange(volume, index)) return null;
  return { volume, index, kind: match[3] ? 'optional' : 'main' };
}

/**
 * Problems when a chapter file's name and its `info` block disagree, which would store the
 * chapter under the wrong (volume, index). An unparsable name is one problem at ''.
 */
export function checkNameMatchesInfo(name: string, info: ChapterRef): Problem[] {
  const parsed = parseChapterFileName(name);
  if (!parsed) {
    return [problem('', 'file_name_shape', { name })];
  }
  const problems: Problem[] = [];
  for (const field of ['volume', 'index'] as const) {
    if (parsed[field] !== info[field]) {
      problems.push(
        problem(`/info/${field}`, 'file_name_mismatch', {
          name,
          field,
          named: parsed[field],
          actual: info[field],
        }),
      );
    }
  }
  return problems;
}

const chapterTitle = /^\s*([0-9]+)-([0-9]+)\./;

/**
 * Reads the chapter from a playlist video title, `'{volume}-{index}. ...'` (e.g.
 * '11-5. La oración'). Null when the title does not start that way or is out of range; such a
 * video has no chapter content to load.
 */
export function parseChapterTitle(title: string): ChapterRef | null {
  const match = chapterTitle.exec(title);
  if (!match) return null;
  const volume = Number(match[1]);
  const index = Number(match[2]);
  return inRange(volume, index) ? { volume, index } : null;
}
