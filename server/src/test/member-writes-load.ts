// The member-writes load run (members saving while admins re-upload and revert), shared by member-writes-load.test.ts (a few seconds, asserting) and
// `npm run bench` (bench/member-writes.ts, 20 s, printing the counts): members save notes, their
// last chapter and watched marks from the page they loaded, naming the chapter (chapter_key) as
// the reader does, while one admin re-uploads the volume's playlist shifted (a new first chapter)
// every 1.5 s and another uploads it back unshifted every 2.2 s; one member more writes from three
// devices at the note cap. Afterwards the database is read: every note a 200 acknowledged must be
// on its own chapter with the text last acknowledged for it, and the capped member must hold
// exactly NOTES_PER_ACCOUNT notes.
import type { Db } from '../db/connection';
import { NOTES_PER_ACCOUNT } from '../services/notes-service';
import { call, saveNote, uploadPlaylist, type Answer } from './member-client';
import { memberVolumePlaylist } from './member-volume';

/** Where the load runs: one or more servers on one database. */
export interface LoadSite {
  /** Each server's API base (`http://127.0.0.1:port/api`); members and admins take turns among them. */
  bases: string[];
  /** The database the servers share: the outcome is read from it. */
  db: Db;
  /** A new verified member, signed in. */
  member: () => Promise<{ id: number; token: string }>;
  /** A new admin's token. */
  admin: () => Promise<string>;
}

export interface LoadOptions {
  durationMs: number;
  members?: number;
  uploadEveryMs?: number;
  revertEveryMs?: number;
  volume?: number;
  chapters?: number;
  /** Places left under the cap for the capped member when the load starts. */
  capFree?: number;
}

export interface LoadOutcome {
  /** Note saves sent (a re-targeted save counts again). */
  saves: number;
  /** Note saves answered 200. */
  acknowledged: number;
  /** 409 chapter_moved on notes, and those saved again where the answer said the chapter is. */
  moved: number;
  retargeted: number;
  /** 409 note_conflict and note_limit_reached. */
  conflicts: number;
  limited: number;
  /** Last chapters and watched marks answered 200, and 409 chapter_moved on them. */
  otherWrites: number;
  otherMoved: number;
  /** Any other answer below 500, by `status code`. */
  refusals: Record<string, number>;
  /** Answers of 500 and above (every request: members' and admins'), with a few of them. */
  serverErrors: number;
  serverErrorSamples: string[];
  /** Admin uploads answered 200 (shifted, and back), and those refused (409 while another ran). */
  uploads: number;
  reverts: number;
  adminRefusals: number;
  /** Stored notes whose text was written for another chapter; acknowledged texts not stored. */
  misplaced: number;
  lost: number;
  /** The capped member's notes at the end. */
  capNotes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PageItem {
  key: string;
  index: number;
  videoId: string;
}

/** Runs the load on `site` for `options.durationMs`; answers the counts and the stored outcome. */
export async function runMemberWritesLoad(site: LoadSite, options: LoadOptions): Promise<LoadOutcome> {
  const { durationMs, members = 50, uploadEveryMs = 1500, revertEveryMs = 2200 } = options;
  const { volume = 25, chapters = 12, capFree = 5 } = options;
  const { bases, db } = site;
  const out: LoadOutcome = {
    saves: 0,
    acknowledged: 0,
    moved: 0,
    retargeted: 0,
    conflicts: 0,
    limited: 0,
    otherWrites: 0,
    otherMoved: 0,
    refusals: {},
    serverErrors: 0,
    serverErrorSamples: [],
    uploads: 0,
    reverts: 0,
    adminRefusals: 0,
    misplaced: 0,
    lost: 0,
    capNotes: 0,
  };
  /** Counts a 5xx or an unexpected refusal; true when the answer was a 5xx. */
  const failed = (what: string, a: Answer): boolean => {
    if (a.status >= 500) {
      out.serverErrors += 1;
      if (out.serverErrorSamples.length < 5)
        out.serverErrorSamples.push(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
      return true;
    }
    return false;
  };
  const refused = (a: Answer) => {
    const key = `${a.status} ${(a.body as { code?: string }).code ?? ''}`;
    out.refusals[key] = (out.refusals[key] ?? 0) + 1;
  };

  // Setup: the volume and its playlist, two admins, the members, and the capped member's notes.
  await db('volumes')
    .insert({ volume_number: volume, is_available: true, youtube_url: null })
    .onConflict()
    .ignore();
  const admins = [await site.admin(), await site.admin()];
  const first = await uploadPlaylist(bases[0]!, admins[0]!, volume, memberVolumePlaylist(volume, chapters));
  if (first.status !== 200) throw new Error(`the first upload answered ${first.status}`);
  const accounts: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < members; i++) accounts.push(await site.member());
  const capped = await site.member();
  const fillers = Array.from({ length: NOTES_PER_ACCOUNT - capFree }, (_, i) => ({
    user_id: capped.id,
    volume_number: volume === 36 ? 1 : volume + 1,
    chapter_key: `filler-${i}`,
    note_text: 'filler',
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }));
  for (let i = 0; i < fillers.length; i += 500) await db('notes').insert(fillers.slice(i, i + 500));

  const deadline = Date.now() + durationMs;
  const running = () => Date.now() < deadline;

  // Each admin acts at its pace at least once, through the servers in turn.
  const adminLoop = async (token: string, everyMs: number, shifted: boolean) => {
    let turn = 0;
    do {
      await sleep(everyMs);
      const base = bases[turn++ % bases.length]!;
      const a = await uploadPlaylist(base, token, volume, memberVolumePlaylist(volume, chapters, shifted));
      if (a.status === 200) out[shifted ? 'uploads' : 'reverts'] += 1;
      else if (!failed(`upload ${shifted ? 'shifted' : 'back'}`, a)) out.adminRefusals += 1;
    } while (running());
  };

  /** The page a member loaded: each item's chapter key, index (from its title) and video. */
  const loadPage = async (base: string, token: string): Promise<PageItem[] | null> => {
    const a = await call(base, 'GET', `/volumes/${volume}/playlist`, token);
    if (a.status !== 200) {
      if (!failed('playlist', a)) refused(a);
      return null;
    }
    const items = (a.body as { items: Array<{ chapter_key: string; title: string; videoId: string }> }).items;
    return items.map((item) => ({
      key: item.chapter_key,
      index: Number(/^\d+-(\d+)\./.exec(item.title)?.[1]),
      videoId: item.videoId,
    }));
  };

  // What each member was told was stored: per chapter key, the last text a 200 acknowledged.
  const acknowledged = new Map<number, Map<string, string>>();

  const memberLoop = async (account: { id: number; token: string }, m: number, capDevice = false) => {
    const base = bases[m % bases.length]!;
    const told = acknowledged.get(account.id) ?? new Map<string, string>();
    acknowledged.set(account.id, told);
    const versions = new Map<string, number>();
    let page: PageItem[] | null = null;
    // The capped member's devices go on until the cap has refused one of them.
    const going = () => running() || (capDevice && out.limited === 0);
    for (let action = 0, seq = 0; going(); action++) {
      // The member reloads the page now and then; in between, writes go from the page as loaded.
      if (page === null || action % 4 === 0) page = (await loadPage(base, account.token)) ?? page;
      if (page === null || page.length === 0) continue;
      // The capped member's devices walk the chapters (each from its own), so they reach the cap.
      const item = capDevice
        ? page[(m + action) % page.length]!
        : page[Math.floor(Math.random() * page.length)]!;
      const dice = capDevice ? 0 : Math.random();
      if (dice < 0.7) {
        const text = `${item.key}|${m}|${seq++}`;
        const body = { note_text: text, chapter_key: item.key, base_version: versions.get(item.key) };
        let a = await saveNote(base, account.token, volume, item.index, body);
        out.saves += 1;
        if (a.status === 409 && a.body.code === 'chapter_moved') {
          out.moved += 1;
          const now = a.body.chapter.index as number | null;
          if (now !== null) {
            // The reader saves again where the answer says the chapter is now.
            a = await saveNote(base, account.token, volume, now, body);
            out.saves += 1;
            if (a.status === 200) out.retargeted += 1;
            else if (a.status === 409 && a.body.code === 'chapter_moved') out.moved += 1;
          }
        }
        if (a.status === 200) {
          out.acknowledged += 1;
          if (a.body.chapter_key !== item.key) out.misplaced += 1;
          versions.set(item.key, a.body.version as number);
          told.set(item.key, text);
        } else if (a.status === 409 && a.body.code === 'note_conflict') {
          out.conflicts += 1;
          versions.set(item.key, a.body.current.version as number);
        } else if (a.status === 409 && a.body.code === 'note_limit_reached') out.limited += 1;
        else if (!(a.status === 409 && a.body.code === 'chapter_moved') && !failed('note', a)) refused(a);
      } else {
        const a =
          dice < 0.85
            ? await call(base, 'PUT', `/volumes/${volume}/last-chapter`, account.token, {
                index: item.index,
                chapter_key: item.key,
              })
            : await call(base, 'POST', '/videos/watch', account.token, {
                video_id: item.videoId,
                volume_number: volume,
                chapter_key: item.key,
              });
        if (a.status === 200) out.otherWrites += 1;
        else if (a.status === 409 && a.body.code === 'chapter_moved') out.otherMoved += 1;
        else if (!failed(dice < 0.85 ? 'last chapter' : 'watch', a)) refused(a);
      }
      await sleep(10 + Math.random() * 30);
    }
  };

  await Promise.all([
    adminLoop(admins[0]!, uploadEveryMs, true),
    adminLoop(admins[1]!, revertEveryMs, false),
    ...accounts.map((account, m) => memberLoop(account, m)),
    ...[0, 1, 2].map((d) => memberLoop(capped, members + d, true)),
  ]);

  // The outcome, as stored.
  const rows = (await db('notes')
    .where({ volume_number: volume })
    .whereIn('user_id', [...acknowledged.keys()])
    .select('user_id', 'chapter_key', 'note_text')) as Array<{
    user_id: number;
    chapter_key: string;
    note_text: string;
  }>;
  const stored = new Map(rows.map((r) => [`${r.user_id}\u0000${r.chapter_key}`, r.note_text]));
  for (const r of rows) if (r.note_text.split('|')[0] !== r.chapter_key) out.misplaced += 1;
  for (const [userId, told] of acknowledged) {
    // The capped member's three devices overwrite one another's notes: only the others' must match.
    if (userId === capped.id) continue;
    for (const [key, text] of told) if (stored.get(`${userId}\u0000${key}`) !== text) out.lost += 1;
  }
  const count = await db('notes').where({ user_id: capped.id }).count({ n: '*' }).first();
  out.capNotes = Number(count?.n ?? 0);
  return out;
}

/** The counts as one line each, for the bench's output and a failing test's message. */
export function describeOutcome(label: string, o: LoadOutcome): string {
  return [
    `${label}: ${o.saves} note saves, ${o.acknowledged} acknowledged (${o.retargeted} re-targeted after chapter_moved)`,
    `  409: ${o.moved} chapter_moved, ${o.conflicts} note_conflict, ${o.limited} note_limit_reached; ` +
      `last chapter and marks ${o.otherWrites} saved, ${o.otherMoved} chapter_moved`,
    `  admins: ${o.uploads} shifted uploads, ${o.reverts} uploads back, ${o.adminRefusals} refused`,
    `  5xx: ${o.serverErrors}; other refusals: ${JSON.stringify(o.refusals)}`,
    `  misplaced notes: ${o.misplaced}; acknowledged texts lost: ${o.lost}; capped member's notes: ${o.capNotes} of ${NOTES_PER_ACCOUNT}`,
    ...o.serverErrorSamples.map((s) => `  ${s}`),
  ].join('\n');
}
