import { createHash } from 'node:crypto';
import type { MemberVolumeData } from '../../services/member-data-cache';

interface PlaylistContent {
  head: Record<string, unknown>;
  items: Array<{ videoId: string } & Record<string, unknown>>;
}

/**
 * A volume's playlist serialized once, with a gap for each member's part: every item's JSON is
 * kept in its watched and unwatched form, so a member's answer is a concatenation of ready strings
 * (no JSON.stringify of the whole playlist per request).
 */
export interface PlaylistTemplate {
  /** `{"volume_number":…,"items":[` */
  opening: string;
  watched: string[];
  unwatched: string[];
  videoIds: string[];
  /** Identifies this content in the member's ETag. */
  tag: string;
  /** What the template holds, for the cache's bound. */
  bytes: number;
}

/** Builds the template; the answer keeps the shape `{...head, items: [{...item, is_watched}], last_chapter}`. */
export function preparePlaylist(content: PlaylistContent): PlaylistTemplate {
  const opening = `${JSON.stringify(content.head).slice(0, -1)},"items":[`;
  const open = content.items.map((item) => JSON.stringify(item).slice(0, -1));
  const watched = open.map((json) => `${json},"is_watched":true}`);
  const unwatched = open.map((json) => `${json},"is_watched":false}`);
  const tag = createHash('sha1')
    .update(opening + unwatched.join(','))
    .digest('base64url')
    .slice(0, 16);
  const bytes = (opening.length + watched.join('').length + unwatched.join('').length) * 2 + 64;
  return { opening, watched, unwatched, videoIds: content.items.map((i) => i.videoId), tag, bytes };
}

/**
 * The member's answer and its ETag. The ETag names the content, the last chapter and the watched
 * marks as bits, so it changes exactly when the bytes do, without hashing them.
 */
export function renderPlaylist(template: PlaylistTemplate, member: MemberVolumeData) {
  const { videoIds } = template;
  const bits = Buffer.alloc((videoIds.length + 7) >> 3);
  let json = template.opening;
  for (let i = 0; i < videoIds.length; i++) {
    const id = videoIds[i]!;
    const seen = id !== '' && member.watched.has(id);
    if (seen) bits[i >> 3]! |= 1 << (i & 7);
    if (i > 0) json += ',';
    json += seen ? template.watched[i] : template.unwatched[i];
  }
  const last = member.lastChapter === null ? 'null' : String(member.lastChapter);
  json += `],"last_chapter":${last}}`;
  return {
    body: Buffer.from(json, 'utf8'),
    etag: `"${template.tag}.${last}.${bits.toString('base64url')}"`,
  };
}
