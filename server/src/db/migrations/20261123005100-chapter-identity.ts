import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { timestampColumn, utf8mb4 } from '../table-options';

// Member data follows the chapter it was written for, not the chapter's position: every
// chapter a volume has had gets a stable key (schemas/README.md, "Chapter identity"), the playlist's
// videos name theirs, and notes, watched marks and reading positions are keyed by it. The logic
// that assigns keys here is a frozen copy of the first upload's rule, so this file never changes.

const STAMP = '1970-01-01T00:00:00.000Z';

type Chapter = {
  volume_number: number;
  chapter_key: string;
  video_id: string;
  title: string;
  chapter_index: number | null;
  position: number | null;
};

const titleKey = (title: string) =>
  `t-${createHash('sha256')
    .update(
      title
        .replace(/^\s*[0-9]+-[0-9]+\.\s*/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLocaleLowerCase('es'),
    )
    .digest('base64url')
    .slice(0, 12)}`;

async function insertChunks(knex: Knex, table: string, rows: object[]) {
  for (let i = 0; i < rows.length; i += 200) await knex(table).insert(rows.slice(i, i + 200));
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chapters', (t) => {
    utf8mb4(knex, t);
    t.integer('volume_number').notNullable();
    t.string('chapter_key', 100).notNullable();
    // What the chapter showed last: its video, title and index (kept when it leaves the playlist).
    t.string('video_id', 64).notNullable();
    t.string('title', 500).notNullable();
    t.string('explicit_key', 100).nullable();
    t.integer('chapter_index').nullable();
    // Its place in the current playlist; null when it is not published.
    t.integer('position').nullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['volume_number', 'chapter_key']);
  });
  await knex.schema.alterTable('videos', (t) => {
    t.string('chapter_key', 100).nullable();
  });

  // The current playlists' videos become chapters keyed by their video id (or title when they have none).
  const chapters = new Map<string, Chapter>();
  const keyOf = (volume: number, key: string) => `${volume}\u0000${key}`;
  const add = (chapter: Chapter) => chapters.set(keyOf(chapter.volume_number, chapter.chapter_key), chapter);
  const videos = (await knex('videos')
    .orderBy(['volume_number', 'position'])
    .select('id', 'volume_number', 'position', 'video_id', 'title', 'chapter_index')) as Array<{
    id: number;
    volume_number: number;
    position: number;
    video_id: string;
    title: string;
    chapter_index: number | null;
  }>;
  const byIndex = new Map<string, string>();
  const byVideo = new Map<string, string>();
  for (const v of videos) {
    const volume = Number(v.volume_number);
    const base = (v.video_id || titleKey(v.title)).slice(0, 90);
    let key = base;
    for (let n = 2; chapters.has(keyOf(volume, key)); n++) key = `${base}~${n}`;
    const index = v.chapter_index == null ? null : Number(v.chapter_index);
    add({
      volume_number: volume,
      chapter_key: key,
      video_id: v.video_id,
      title: v.title,
      chapter_index: index,
      position: Number(v.position),
    });
    await knex('videos').where({ id: v.id }).update({ chapter_key: key });
    if (index !== null && !byIndex.has(`${volume}:${index}`)) byIndex.set(`${volume}:${index}`, key);
    if (v.video_id !== '' && !byVideo.has(`${volume}:${v.video_id}`))
      byVideo.set(`${volume}:${v.video_id}`, key);
  }
  // Data on a position or video no playlist shows now keeps a chapter of its own, unpublished.
  const orphanByIndex = (volume: number, index: number) => {
    const found = byIndex.get(`${volume}:${index}`);
    if (found) return found;
    const key = `index-${index}`;
    if (!chapters.has(keyOf(volume, key))) {
      add({
        volume_number: volume,
        chapter_key: key,
        video_id: '',
        title: '',
        chapter_index: index,
        position: null,
      });
    }
    return key;
  };
  const orphanByVideo = (volume: number, videoId: string) => {
    const found = byVideo.get(`${volume}:${videoId}`);
    if (found) return found;
    const key = videoId.slice(0, 90);
    if (!chapters.has(keyOf(volume, key))) {
      add({
        volume_number: volume,
        chapter_key: key,
        video_id: videoId,
        title: '',
        chapter_index: null,
        position: null,
      });
    }
    return key;
  };

  await knex.schema.createTable('chapter_notes', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.string('chapter_key', 100).notNullable();
    t.text('note_text').notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'volume_number', 'chapter_key']);
    // GET /notes lists a member's notes newest first.
    t.index(['user_id', 'updated_at']);
  });
  const notes = await knex('notes').select('*');
  await insertChunks(
    knex,
    'chapter_notes',
    notes.map((n) => ({
      user_id: n.user_id,
      volume_number: n.volume_number,
      chapter_key: orphanByIndex(Number(n.volume_number), Number(n.chapter_index)),
      note_text: n.note_text,
      created_at: n.created_at,
      updated_at: n.updated_at,
    })),
  );

  await knex.schema.createTable('chapter_marks', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.string('chapter_key', 100).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    t.primary(['user_id', 'volume_number', 'chapter_key']);
  });
  const marks = await knex('watched_videos').select('*');
  const markRows = new Map<string, object>();
  for (const m of marks) {
    const key = orphanByVideo(Number(m.volume_number), m.video_id as string);
    markRows.set(`${m.user_id}:${m.volume_number}:${key}`, {
      user_id: m.user_id,
      volume_number: m.volume_number,
      chapter_key: key,
      created_at: m.created_at,
    });
  }
  await insertChunks(knex, 'chapter_marks', [...markRows.values()]);

  await knex.schema.createTable('chapter_positions', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.string('chapter_key', 100).notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'volume_number']);
  });
  const positions = await knex('reading_positions').select('*');
  await insertChunks(
    knex,
    'chapter_positions',
    positions.map((p) => ({
      user_id: p.user_id,
      volume_number: p.volume_number,
      chapter_key: orphanByIndex(Number(p.volume_number), Number(p.chapter_index)),
      updated_at: p.updated_at,
    })),
  );

  await insertChunks(
    knex,
    'chapters',
    [...chapters.values()].map((c) => ({ ...c, explicit_key: null, updated_at: STAMP })),
  );
  // The old tables go; the new ones take the names the rest of the server reads.
  await knex.schema.dropTable('notes');
  await knex.schema.dropTable('watched_videos');
  await knex.schema.dropTable('reading_positions');
  await knex.schema.renameTable('chapter_notes', 'notes');
  await knex.schema.renameTable('chapter_marks', 'watched_videos');
  await knex.schema.renameTable('chapter_positions', 'reading_positions');
}

/**
 * Back to position keys: each piece of data goes to its chapter's last known index (marks to its
 * video); data on a chapter with no index is dropped, as the old tables cannot hold it.
 */
export async function down(knex: Knex): Promise<void> {
  const chapters = await knex('chapters').select('volume_number', 'chapter_key', 'video_id', 'chapter_index');
  const of = new Map(chapters.map((c) => [`${c.volume_number}\u0000${c.chapter_key}`, c]));
  const chapterOf = (row: { volume_number: number; chapter_key: string }) =>
    of.get(`${row.volume_number}\u0000${row.chapter_key}`);
  const [notes, marks, positions] = await Promise.all([
    knex('notes').select('*'),
    knex('watched_videos').select('*'),
    knex('reading_positions').select('*'),
  ]);
  await knex.schema.dropTable('notes');
  await knex.schema.dropTable('watched_videos');
  await knex.schema.dropTable('reading_positions');
  await knex.schema.createTable('watched_videos', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.string('video_id', 64).notNullable();
    timestampColumn(t, 'created_at').notNullable();
    t.primary(['user_id', 'volume_number', 'video_id']);
  });
  await knex.schema.createTable('notes', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.integer('chapter_index').notNullable();
    t.text('note_text').notNullable();
    timestampColumn(t, 'created_at').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'volume_number', 'chapter_index']);
  });
  await knex.schema.createTable('reading_positions', (t) => {
    utf8mb4(knex, t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('volume_number').notNullable();
    t.integer('chapter_index').notNullable();
    timestampColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'volume_number']);
  });
  const unique = <T extends object>(rows: Array<[string, T]>) => [...new Map(rows).values()];
  const noteRows = notes.flatMap((n) => {
    const index = chapterOf(n)?.chapter_index;
    if (index == null) return [];
    const row = {
      user_id: n.user_id,
      volume_number: n.volume_number,
      chapter_index: index,
      note_text: n.note_text,
      created_at: n.created_at,
      updated_at: n.updated_at,
    };
    return [[`${n.user_id}:${n.volume_number}:${index}`, row] as [string, typeof row]];
  });
  await insertChunks(knex, 'notes', unique(noteRows));
  const markRows = marks.flatMap((m) => {
    const video = chapterOf(m)?.video_id || m.chapter_key;
    const row = {
      user_id: m.user_id,
      volume_number: m.volume_number,
      video_id: String(video).slice(0, 64),
      created_at: m.created_at,
    };
    return [[`${m.user_id}:${m.volume_number}:${row.video_id}`, row] as [string, typeof row]];
  });
  await insertChunks(knex, 'watched_videos', unique(markRows));
  await insertChunks(
    knex,
    'reading_positions',
    positions.flatMap((p) => {
      const index = chapterOf(p)?.chapter_index;
      return index == null
        ? []
        : [
            {
              user_id: p.user_id,
              volume_number: p.volume_number,
              chapter_index: index,
              updated_at: p.updated_at,
            },
          ];
    }),
  );
  await knex.schema.alterTable('videos', (t) => {
    t.dropColumn('chapter_key');
  });
  await knex.schema.dropTable('chapters');
}
