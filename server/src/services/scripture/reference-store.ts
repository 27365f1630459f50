// The parsed references of the stored content (tables scripture_sources and scripture_ranges):
// kept in step with chapter_files (optional files) and gospel_entries by their content hashes, so
// only what changed is parsed again, content stored by any path (an upload, the demo seed,
// another server) is covered, and content stored before these tables existed is read once.
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import {
  gospelEntryReferences,
  optionalChapterReferences,
  parseContentReferences,
  type ContentReference,
} from '@camino/schemas/scripture/content-references';
import { VERSE_POSITION_VERSION } from '@camino/schemas/scripture/versification';
import type { Db } from '../../db/connection';
import { isoNow, type Clock } from '../../lib/clock';
import { nextTurn } from '../../lib/next-turn';
import { optionalFileHashes, optionalFileTexts } from '../publishing/kinds/chapter-files';
import { gospelHashes, gospelTextsOn } from '../publishing/kinds/gospel';

/** Sources parsed per transaction: bounded statements, and a long first fill does not hold one lock. */
const SOURCES_PER_BATCH = 50;

const ROWS_PER_INSERT = 200;

interface Source {
  key: string;
  kind: 'chapter' | 'gospel';
  volume: number | null;
  index: number | null;
  date: string | null;
  parsedHash: string;
}

const chapterKey = (volume: number, index: number) => `chapter:${volume}:${index}`;
const gospelKey = (date: string) => `gospel:${date}`;
// A new numbering (versification.ts) makes every stored range stale.
const parsedHashOf = (contentHash: string) => `${contentHash}:${VERSE_POSITION_VERSION}`;

/** The references a stored content text carries (none when it no longer parses as JSON). */
function referencesOf(source: Source, content: string): ContentReference[] {
  try {
    const data = JSON.parse(content) as unknown;
    return source.kind === 'chapter'
      ? optionalChapterReferences(data as OptionalChapter)
      : gospelEntryReferences(data as GospelEntry);
  } catch {
    return [];
  }
}

/** Every source the content has now, with the hash its ranges must have been parsed from. */
async function currentSources(db: Db): Promise<Map<string, Source>> {
  const [chapters, gospels] = await Promise.all([optionalFileHashes(db), gospelHashes(db)]);
  const sources = new Map<string, Source>();
  for (const row of chapters) {
    const volume = Number(row.volume_number);
    const index = Number(row.chapter_index);
    const key = chapterKey(volume, index);
    sources.set(key, {
      key,
      kind: 'chapter',
      volume,
      index,
      date: null,
      parsedHash: parsedHashOf(row.content_hash),
    });
  }
  for (const row of gospels) {
    const key = gospelKey(row.date as string);
    sources.set(key, {
      key,
      kind: 'gospel',
      volume: null,
      index: null,
      date: row.date as string,
      parsedHash: parsedHashOf(row.content_hash),
    });
  }
  return sources;
}

/** The stored content of each source of a batch, by key. */
async function contentsOf(db: Db, batch: Source[]): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  const dates = batch.filter((s) => s.kind === 'gospel').map((s) => s.date!);
  if (dates.length > 0) {
    for (const row of await gospelTextsOn(db, dates)) {
      contents.set(gospelKey(row.date as string), row.content as string);
    }
  }
  const byVolume = new Map<number, number[]>();
  for (const s of batch) {
    if (s.kind === 'chapter') byVolume.set(s.volume!, [...(byVolume.get(s.volume!) ?? []), s.index!]);
  }
  for (const [volume, indexes] of byVolume) {
    const rows = await optionalFileTexts(db, volume, indexes);
    for (const row of rows)
      contents.set(chapterKey(volume, Number(row.chapter_index)), row.content as string);
  }
  return contents;
}

/** Parses and stores one batch of changed sources in one transaction. */
async function storeBatch(db: Db, clock: Clock, batch: Source[]): Promise<void> {
  const contents = await contentsOf(db, batch);
  const rows: Array<Record<string, string | number | null>> = [];
  for (const source of batch) {
    const content = contents.get(source.key);
    if (content === undefined) continue; // deleted meanwhile: the next pass drops it
    // A reference takes about a millisecond to parse: the first fill of a full library (some
    // 7,500 references) would otherwise hold the event loop for seconds.
    await nextTurn();
    let seq = 0;
    for (const ref of parseContentReferences(referencesOf(source, content))) {
      for (const range of ref.ranges) {
        rows.push({
          source_key: source.key,
          seq: seq++,
          kind: source.kind,
          volume_number: source.volume,
          chapter_index: source.index,
          gospel_date: source.date,
          pointer: ref.pointer,
          reference: ref.text,
          osis: range.osis,
          start_pos: range.start,
          end_pos: range.end,
        });
      }
    }
  }
  const now = isoNow(clock);
  await db.transaction(async (trx) => {
    const keys = batch.map((s) => s.key);
    await trx('scripture_ranges').whereIn('source_key', keys).delete();
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx('scripture_ranges').insert(rows.slice(i, i + ROWS_PER_INSERT));
    }
    await trx('scripture_sources')
      .insert(batch.map((s) => ({ source_key: s.key, parsed_hash: s.parsedHash, updated_at: now })))
      .onConflict('source_key')
      .merge(['parsed_hash', 'updated_at']);
  });
}

/** What a sync did: sources parsed again and sources dropped. */
export interface SyncReport {
  parsed: number;
  removed: number;
}

/**
 * Brings the stored ranges in step with the content: parses every source whose content changed
 * (or is new) and drops those whose content is gone. Safe to run on several servers at once:
 * each batch replaces its sources' rows in one transaction, so the last writer's rows stand.
 */
export async function syncReferences(db: Db, clock: Clock): Promise<SyncReport> {
  const [current, storedRows] = await Promise.all([
    currentSources(db),
    db('scripture_sources').select('source_key', 'parsed_hash'),
  ]);
  const stored = new Map(storedRows.map((r) => [r.source_key as string, r.parsed_hash as string]));
  const changed = [...current.values()].filter((s) => stored.get(s.key) !== s.parsedHash);
  const removed = [...stored.keys()].filter((key) => !current.has(key));
  for (let i = 0; i < changed.length; i += SOURCES_PER_BATCH) {
    await storeBatch(db, clock, changed.slice(i, i + SOURCES_PER_BATCH));
  }
  for (let i = 0; i < removed.length; i += SOURCES_PER_BATCH) {
    const keys = removed.slice(i, i + SOURCES_PER_BATCH);
    await db.transaction(async (trx) => {
      await trx('scripture_ranges').whereIn('source_key', keys).delete();
      await trx('scripture_sources').whereIn('source_key', keys).delete();
    });
  }
  return { parsed: changed.length, removed: removed.length };
}
