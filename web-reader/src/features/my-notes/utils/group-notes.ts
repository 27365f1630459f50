import type { MemberNote } from '@camino/schemas/api/member-data';

/** The notes of one volume, newest first. */
export interface VolumeNotes {
  volume: number;
  notes: MemberNote[];
}

/** What My notes shows: the published chapters' notes and, apart, those whose chapter is gone. */
export interface GroupedNotes {
  published: VolumeNotes[];
  unpublished: VolumeNotes[];
}

const newestFirst = (a: MemberNote, b: MemberNote) =>
  b.updated_at.localeCompare(a.updated_at) || a.volume - b.volume || (a.index ?? 0) - (b.index ?? 0);

/**
 * Groups notes by volume (a chapter has one note per member), newest first inside each volume,
 * and the volumes in the order of their newest note. A note counts as published only when the
 * server says so and gives its chapter's current index: without one there is nothing to open.
 */
export function groupNotes(notes: readonly MemberNote[]): GroupedNotes {
  const byVolume = (list: MemberNote[]): VolumeNotes[] => {
    const groups = new Map<number, MemberNote[]>();
    for (const note of [...list].sort(newestFirst)) {
      const group = groups.get(note.volume);
      if (group) group.push(note);
      else groups.set(note.volume, [note]);
    }
    return [...groups].map(([volume, notes]) => ({ volume, notes }));
  };
  const isOpenable = (note: MemberNote) => note.published && note.index !== null;
  return {
    published: byVolume(notes.filter(isOpenable)),
    unpublished: byVolume(notes.filter((note) => !isOpenable(note))),
  };
}

/** The address that opens a note's chapter on its volume page (`?chapter=` selects it). */
export const chapterPath = (note: Pick<MemberNote, 'volume' | 'index'>): string =>
  `/volume/${note.volume}?chapter=${note.index}&from=${encodeURIComponent('/my-notes')}`;
