import { createHash } from 'node:crypto';
import type { PlaylistItem, PlaylistResponse } from '@camino/schemas/api/volumes';
import type { MemberVolumeData } from '../../services/member-data-cache';

/** The shared part of `GET /volumes/{n}/playlist` (contract: PlaylistResponse); the member's part is spliced in. */
interface PlaylistContent {
  head: Omit<PlaylistResponse, 'items' | 'last_chapter'>;
  items: Array<Omit<PlaylistItem, 'is_watched'>>;
  /** Per item, its chapter's key, which members' marks and last chapter name (not sent). */
  chapterKeys: string[];
  /** Per item, its chapter index (null when its title gives none). */
  indexes: Array<number | null>;
}

/**
 * A volume's playlist serialized and encoded once, with a gap for each member's part: every
 * item's JSON is kept as bytes in its watched and unwatched form (with the comma that precedes it),
 * so a member's answer is one copy of ready buffers: no JSON.stringify, string building or UTF-8
 * encoding of the whole playlist per request.
 */
export interface PlaylistTemplate {
  /** `{"volume_number":…,"items":[` */
  opening: Buffer;
  watched: Buffer[];
  unwatched: Buffer[];
  videoIds: string[];
  chapterKeys: string[];
  /** The index each chapter key is at now: a member's last chapter is shown where it is. */
  indexByKey: Map<string, number>;
  /** Identifies this content in the member's ETag. */
  tag: string;
  /** What the template holds, for the cache's bound. */
  bytes: number;
}

const byteLength = (buffers: Buffer[]) => buffers.reduce((sum, b) => sum + b.length, 0);

/** Builds the template; the answer keeps the shape `{...head, items: [{...item, is_watched}], last_chapter}`. */
export function preparePlaylist(content: PlaylistContent): PlaylistTemplate {
  const opening = `${JSON.stringify(content.head).slice(0, -1)},"items":[`;
  const open = content.items.map((item, i) => `${i > 0 ? ',' : ''}${JSON.stringify(item).slice(0, -1)}`);
  const watched = open.map((json) => Buffer.from(`${json},"is_watched":true}`));
  const unwatched = open.map((json) => Buffer.from(`${json},"is_watched":false}`));
  const tag = createHash('sha1')
    .update(opening)
    .update(Buffer.concat(unwatched))
    .digest('base64url')
    .slice(0, 16);
  return {
    opening: Buffer.from(opening),
    watched,
    unwatched,
    videoIds: content.items.map((i) => i.videoId),
    chapterKeys: content.chapterKeys,
    indexByKey: new Map(
      content.chapterKeys.flatMap((key, i) => {
        const index = content.indexes[i];
        return index == null ? [] : [[key, index] as const];
      }),
    ),
    tag,
    bytes: opening.length * 3 + byteLength(watched) + byteLength(unwatched) + 64,
  };
}

/**
 * The member's answer and its ETag. The ETag names the content, the last chapter and the watched
 * marks as bits, so it changes exactly when the bytes do, without hashing them.
 */
export function renderPlaylist(template: PlaylistTemplate, member: MemberVolumeData) {
  const { videoIds, chapterKeys } = template;
  const bits = Buffer.alloc((videoIds.length + 7) >> 3);
  const parts: Buffer[] = [template.opening];
  let length = template.opening.length;
  for (let i = 0; i < videoIds.length; i++) {
    const seen = videoIds[i] !== '' && member.watched.has(chapterKeys[i]!);
    if (seen) bits[i >> 3]! |= 1 << (i & 7);
    const item = seen ? template.watched[i]! : template.unwatched[i]!;
    parts.push(item);
    length += item.length;
  }
  // A last chapter no longer in the playlist shows as none, never as another chapter.
  const index = member.lastChapter === null ? undefined : template.indexByKey.get(member.lastChapter);
  const last = index === undefined ? 'null' : String(index);
  const closing = Buffer.from(`],"last_chapter":${last}}`);
  parts.push(closing);
  return {
    body: Buffer.concat(parts, length + closing.length),
    etag: `"${template.tag}.${last}.${bits.toString('base64url')}"`,
  };
}
