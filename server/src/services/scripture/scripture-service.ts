import { problem } from '@camino/schemas/messages/render-problem';
import type { Knex } from 'knex';
import type { ScriptureChapter, ScriptureResponse } from '@camino/schemas/api/scripture';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { Language } from '@camino/schemas/languages';
import { gospelEntryReferences, parseContentReferences } from '@camino/schemas/scripture/content-references';
import { overlapScore, type PositionRange } from '@camino/schemas/scripture/overlap';
import {
  parseReference,
  type ParseOptions,
  type VerseRange,
} from '@camino/schemas/scripture/parse-reference';
import { passageLabel } from '@camino/schemas/scripture/passage-label';
import { versePoint } from '@camino/schemas/scripture/versification';
import { AppError, message } from '../../errors';
import type { ContentVersion } from '../content-version';
import type { ServiceDeps } from '../deps';
import { joinIndexVideo } from '../publishing/kinds/playlist-reads';
import { syncReferences } from './reference-store';

/** A chapter's video title without its '{volume}-{index}. ' prefix. */
const chapterTitle = (title: string) => title.replace(/^\s*\d+-\d+\.\s*/, '');

/** Keeps the rows of scripture_ranges (as `r`) overlapping any of `ranges`. */
function whereOverlaps(query: Knex.QueryBuilder, ranges: readonly PositionRange[]): Knex.QueryBuilder {
  return query.where((outer) => {
    for (const range of ranges) {
      void outer.orWhere(
        (q) => void q.where('r.start_pos', '<=', range.end).andWhere('r.end_pos', '>=', range.start),
      );
    }
  });
}

const bestScore = (row: PositionRange, ranges: readonly PositionRange[]) =>
  Math.max(...ranges.map((range) => overlapScore(row, range)));

export type ScriptureService = ReturnType<typeof createScriptureService>;

/**
 * How long a content generation whose ranges failed to build is not tried again: a try reads and
 * parses every changed source, and answers go on without related chapters meanwhile. It is then
 * tried again by itself, so a passing failure (a lock timeout) heals without a new request.
 */
export const INDEX_RETRY_MS = 30_000;

/** Told once per content generation whose stored ranges could not be built. */
export type IndexFailureListener = (err: unknown, generation: number) => void;

/**
 * Where a passage is taught: the content's Bible references, parsed when content is stored
 * (reference-store.ts), matched against a passage by verse-range overlap. The stored ranges follow
 * the content generation: a change made here is parsed right after its commit, one made through
 * another server before this server next answers.
 */
export function createScriptureService({ db, clock, monotonicNow }: ServiceDeps, version: ContentVersion) {
  const now = monotonicNow ?? (() => performance.now());
  let syncedGeneration: number | null = null;
  let running: Promise<void> | null = null;
  let failed: { generation: number; at: number; err: unknown } | null = null;
  const failureListeners: IndexFailureListener[] = [];
  const recoveryListeners: Array<() => void> = [];
  let retry: NodeJS.Timeout | null = null;

  function runSync(generation: number): Promise<void> {
    running ??= syncReferences(db, clock)
      .then(() => {
        syncedGeneration = generation;
        if (!failed) return;
        failed = null;
        // Answers made meanwhile (cached ones too) lack their related chapters.
        for (const listener of recoveryListeners) listener();
      })
      .catch((err: unknown) => {
        if (failed?.generation !== generation)
          for (const listener of failureListeners) listener(err, generation);
        failed = { generation, at: now(), err };
        retry ??= setTimeout(() => {
          retry = null;
          void ensureFresh().catch(() => undefined);
        }, INDEX_RETRY_MS);
        retry.unref();
        throw err;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  /**
   * Waits until the stored ranges reflect the content generation current now; throws when they
   * cannot be built (again at once, without a new try, within INDEX_RETRY_MS of a failure).
   */
  async function ensureFresh(): Promise<void> {
    for (;;) {
      const generation = await version.read();
      if (generation === syncedGeneration) return;
      if (running) {
        await running.catch(() => undefined);
        continue;
      }
      if (failed?.generation === generation && now() - failed.at < INDEX_RETRY_MS) throw failed.err;
      await runSync(generation);
      return;
    }
  }

  /** True when the ranges are fresh; false when they cannot be built (the listeners were told). */
  async function indexReady(): Promise<boolean> {
    try {
      await ensureFresh();
      return true;
    } catch {
      return false;
    }
  }

  // Stored at upload: every committed content write made here is parsed at once, in the
  // background (a failure is retried by the next ensureFresh).
  version.onLocalWrite(() => {
    void ensureFresh().catch(() => undefined);
  });

  /** A passage as answers name it: its OSIS, its label in `language`, its name in each UI language. */
  const passageOf = (range: VerseRange, language: Language) => ({
    osis: range.osis,
    label: passageLabel(range, language),
    names: { en: passageLabel(range, 'en'), es: passageLabel(range, 'es') },
  });

  /** A stored range written in each UI language (the reference as cited, should it not map back). */
  function citedLabels(start: number, end: number, reference: string) {
    const from = versePoint(start);
    const to = versePoint(end);
    if (!from || !to) return { en: reference, es: reference };
    return { en: passageLabel({ from, to }, 'en'), es: passageLabel({ from, to }, 'es') };
  }

  /** Published chapters (those with a playlist video) citing a passage overlapping `ranges`, best first. */
  async function chaptersOverlapping(ranges: readonly PositionRange[]): Promise<ScriptureChapter[]> {
    // A derived index that cannot be built costs the related chapters, never the answer.
    if (ranges.length === 0 || !(await indexReady())) return [];
    const rows = await whereOverlaps(
      joinIndexVideo(db('scripture_ranges as r'), 'r').where('r.kind', 'chapter'),
      ranges,
    ).select('r.volume_number', 'r.chapter_index', 'r.reference', 'r.start_pos', 'r.end_pos', 'v.title');
    const best = new Map<string, ScriptureChapter & { score: number }>();
    for (const row of rows) {
      const score = bestScore({ start: Number(row.start_pos), end: Number(row.end_pos) }, ranges);
      const key = `${row.volume_number}:${row.chapter_index}`;
      const known = best.get(key);
      if (known && known.score >= score) continue;
      best.set(key, {
        volume: Number(row.volume_number),
        index: Number(row.chapter_index),
        title: chapterTitle(row.title as string),
        reference: row.reference as string,
        cited: citedLabels(Number(row.start_pos), Number(row.end_pos), row.reference as string),
        score,
      });
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.volume - b.volume || a.index - b.index)
      .map(({ score: _score, ...chapter }) => chapter);
  }

  /** Gospel days whose reading overlaps `ranges`, newest first, with the reference in `language`. */
  async function gospelDaysOverlapping(ranges: readonly PositionRange[], language: Language) {
    if (ranges.length === 0 || !(await indexReady())) return [];
    const rows = await whereOverlaps(db('scripture_ranges as r').where('r.kind', 'gospel'), ranges).select(
      'r.gospel_date',
      'r.pointer',
      'r.reference',
    );
    const own = language === 'en' ? '/en/gospel/reference' : '/gospel/reference';
    const days = new Map<string, string>();
    for (const row of rows) {
      const date = row.gospel_date as string;
      if (!days.has(date) || row.pointer === own) days.set(date, row.reference as string);
    }
    return [...days].sort(([a], [b]) => b.localeCompare(a)).map(([date, reference]) => ({ date, reference }));
  }

  /**
   * `GET /scripture`: the passages `text` names, the chapters teaching them and the gospel days
   * reading them. 422 `unparseable_reference` when `text` names no passage.
   */
  async function passage(text: string, language: Language): Promise<ScriptureResponse> {
    const ranges = parseReference(text, language);
    if (ranges.length === 0) {
      throw new AppError(422, 'unparseable_reference', message('unreadable_reference', { text }), [
        problem('/ref', 'bible_reference'),
      ]);
    }
    const [chapters, gospelDays] = await Promise.all([
      chaptersOverlapping(ranges),
      gospelDaysOverlapping(ranges, language),
    ]);
    return {
      query: text,
      passages: ranges.map((range) => passageOf(range, language)),
      chapters,
      gospel_days: gospelDays,
    };
  }

  /**
   * For the search: the chapters teaching the passage `text` names, or null when `text` is not
   * (wholly) a Bible reference, so a word that happens to look like one ("is 2") finds nothing.
   */
  async function chaptersFor(
    text: string,
    language: Language,
    options: ParseOptions = { whole: true },
  ): Promise<{ passages: ScriptureResponse['passages']; chapters: ScriptureChapter[] } | null> {
    const ranges = parseReference(text, language, options);
    if (ranges.length === 0) return null;
    return {
      passages: ranges.map((range) => passageOf(range, language)),
      chapters: await chaptersOverlapping(ranges),
    };
  }

  /** The chapters teaching a gospel entry's passage (its Spanish and English references together). */
  async function chaptersForGospel(entry: Pick<GospelEntry, 'gospel' | 'en'>): Promise<ScriptureChapter[]> {
    const ranges = parseContentReferences(gospelEntryReferences(entry)).flatMap((ref) => ref.ranges);
    return chaptersOverlapping(ranges);
  }

  /** Calls `listener` once for each content generation whose ranges fail to build. */
  const onIndexFailure = (listener: IndexFailureListener) => void failureListeners.push(listener);
  /** Calls `listener` when the ranges are built again after a failure. */
  const onIndexRecovery = (listener: () => void) => void recoveryListeners.push(listener);

  return { passage, chaptersFor, chaptersForGospel, ensureFresh, onIndexFailure, onIndexRecovery };
}
