import type { Answer } from '../../http/prepared-response';
import type { MemberVolumeData } from '../../services/member-data-cache';
import { renderPlaylist, type PlaylistTemplate } from './playlist-template';

/** Bytes of rendered answers kept at most; past this the longest kept go first. */
export const RENDERED_PLAYLISTS_MAX_BYTES = 8 * 1024 * 1024;

interface Rendered {
  template: PlaylistTemplate;
  member: MemberVolumeData;
  answer: Answer;
  bytes: number;
}

/**
 * Each member's rendered playlist (its bytes and ETag), kept for as long as both things it was
 * made from are the very objects the caches hold: the volume's template (a new one after any
 * content change, response-cache.ts) and the member's data (a new one after any write of theirs,
 * member-data-cache.ts). Both are immutable, so an identity check is the whole freshness rule and
 * the answer is byte-for-byte what renderPlaylist would make now.
 *
 * Why: rendering (a bit set, a copy of every item's bytes, the ETag's base64) was the one part of
 * a warm playlist answer that a chapter answer does not have: ~1.7 µs and four allocations per
 * request for the bench's 1.4 kB playlist, against ~0.01 µs for a kept answer (a loop of 300k
 * calls pinned to one core).
 */
export function createRenderedPlaylists(maxBytes = RENDERED_PLAYLISTS_MAX_BYTES) {
  const kept = new Map<number, Rendered>();
  let total = 0;

  function drop(key: number, entry: Rendered): void {
    kept.delete(key);
    total -= entry.bytes;
  }

  /** The answer for `member` from `template`, rendered only when either has changed. */
  return function rendered(
    userId: number,
    volume: number,
    template: PlaylistTemplate,
    member: MemberVolumeData,
  ): Answer {
    const key = userId * 64 + volume;
    const entry = kept.get(key);
    if (entry && entry.template === template && entry.member === member) return entry.answer;
    if (entry) drop(key, entry);
    const answer = renderPlaylist(template, member);
    const bytes = answer.body.length + answer.etag.length + 64;
    if (bytes > maxBytes) return answer;
    while (total + bytes > maxBytes) {
      const [oldestKey, oldest] = kept.entries().next().value!;
      drop(oldestKey, oldest);
    }
    kept.set(key, { template, member, answer, bytes });
    total += bytes;
    return answer;
  };
}
