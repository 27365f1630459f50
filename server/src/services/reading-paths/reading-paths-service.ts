import type { Knex } from 'knex';
import type { Language } from '@camino/schemas/languages';
import type { PathDay, PathFile } from '@camino/schemas/path';
import { badRequest, message, notFound } from '../../errors';
import { isoNow } from '../../lib/clock';
import type { ServiceDeps } from '../deps';
import { memberTransaction } from '../member-transaction';
import { chapterKeysAt } from '../publishing/kinds/playlist-reads';
import { publishedPath, publishedPaths } from '../publishing/kinds/reading-path';
import type { StreakService } from '../streak/streak-service';
import { dayDates, firstDayOf, todaysDay } from './path-schedule';

type Reader = Knex | Knex.Transaction;

/** Where a member stands with a path: never joined (null), following it, paused, or left. */
export type PathState = 'active' | 'paused' | 'left';

/** What a member may do to a path. */
export type PathAction = 'join' | 'pause' | 'resume' | 'leave' | 'restart';

interface Membership {
  state: PathState;
  start_date: string | null;
}

/** One day of a path as a member sees it. */
export interface MemberPathDay {
  day: number;
  date: string | null;
  done: boolean;
  how: 'watched' | 'marked' | null;
}

/** Today's step of one path a member follows (for the Today page and the digest email). */
export interface PathStep {
  path_id: string;
  title: string;
  day: number;
  days: number;
  date: string | null;
  chapters: Array<{ volume: number; index: number }>;
  gospel: boolean;
  prompt: string | null;
}

export type ReadingPathsService = ReturnType<typeof createReadingPathsService>;

/**
 * Members' reading paths: joining, pausing, resuming, leaving and restarting a path, and the
 * days they have done. A day is done when the member marked it or when every chapter it names is
 * watched (the watched marks, read when asked, so unwatching a chapter undoes the day). Every
 * write holds the member's turn (memberTransaction), so two devices acting at once leave one
 * consistent state; each is an upsert or a delete, so the later of two equal acts changes nothing.
 */
export function createReadingPathsService(deps: ServiceDeps, streak: StreakService) {
  const { db, clock } = deps;

  async function pathOf(reader: Reader, id: string): Promise<PathFile> {
    const stored = await publishedPath(reader, id);
    if (!stored) throw notFound(message('path_not_found', { id }));
    return stored.path;
  }

  async function membershipsOf(reader: Reader, userId: number): Promise<Map<string, Membership>> {
    const rows = await reader('member_paths')
      .where({ user_id: userId })
      .select('path_id', 'state', 'start_date');
    return new Map(
      rows.map((row: Record<string, unknown>) => [
        row.path_id as string,
        { state: row.state as PathState, start_date: (row.start_date as string | null) ?? null },
      ]),
    );
  }

  /** Days marked done, by path then day. */
  async function marksOf(reader: Reader, userId: number, pathIds: string[]) {
    const marks = new Map<string, Map<number, 'watched' | 'marked'>>();
    if (pathIds.length === 0) return marks;
    const rows = await reader('path_day_marks')
      .where({ user_id: userId })
      .whereIn('path_id', pathIds)
      .select('path_id', 'day', 'how');
    for (const row of rows as Array<Record<string, unknown>>) {
      const id = row.path_id as string;
      if (!marks.has(id)) marks.set(id, new Map());
      marks.get(id)!.set(Number(row.day), row.how as 'watched' | 'marked');
    }
    return marks;
  }

  /** The days of `paths` whose every chapter the member has watched, by path id. */
  async function watchedDays(reader: Reader, userId: number, paths: PathFile[]) {
    const places = paths.flatMap((p) => p.days.flatMap((d) => d.chapters ?? []));
    const keys = await chapterKeysAt(reader, places);
    const volumes = [...new Set(places.map((p) => p.volume))];
    const watched = new Set<string>();
    if (volumes.length > 0) {
      const rows = await reader('watched_videos')
        .where({ user_id: userId })
        .whereIn('volume_number', volumes)
        .select('volume_number', 'chapter_key');
      for (const row of rows as Array<Record<string, unknown>>)
        watched.add(`${Number(row.volume_number)}|${row.chapter_key}`);
    }
    const isWatched = (c: { volume: number; index: number }) => {
      const key = keys.get(`${c.volume}-${c.index}`);
      return key !== undefined && watched.has(`${c.volume}|${key}`);
    };
    return new Map(
      paths.map((p) => [
        p.id,
        new Set(
          p.days
            .map((d, i) => ((d.chapters?.length ?? 0) > 0 && d.chapters!.every(isWatched) ? i + 1 : 0))
            .filter((n) => n > 0),
        ),
      ]),
    );
  }

  /** A path with one member's state, days and today's step. */
  function describe(
    path: PathFile,
    membership: Membership | undefined,
    marks: Map<number, 'watched' | 'marked'> | undefined,
    watched: Set<number> | undefined,
    today: string,
  ) {
    const joined = membership !== undefined && membership.state !== 'left';
    const first = firstDayOf(path, joined ? membership.start_date : null, today);
    const dates = dayDates(path, first);
    const how = (n: number): MemberPathDay['how'] =>
      !joined ? null : (marks?.get(n) ?? (watched?.has(n) ? 'watched' : null));
    const days: MemberPathDay[] = path.days.map((_, i) => {
      const done = how(i + 1);
      return { day: i + 1, date: dates[i] ?? null, done: done !== null, how: done };
    });
    const doneSet = new Set(days.filter((d) => d.done).map((d) => d.day));
    const step = joined && membership.state === 'active' ? todaysDay(path, dates, doneSet, today) : null;
    return {
      state: membership?.state ?? null,
      start_date: first,
      done_count: doneSet.size,
      today_day: step,
      days,
    };
  }

  /** Every published path with the member's state (visitors: `userId` null). */
  async function list(userId: number | null, today?: string) {
    const paths = (await publishedPaths(db)).map((s) => s.path);
    const date = today ?? (userId === null ? isoNow(clock).slice(0, 10) : await streak.todayOf(db, userId));
    const memberships = userId === null ? new Map() : await membershipsOf(db, userId);
    const ids = paths.map((p) => p.id);
    const marks = userId === null ? new Map() : await marksOf(db, userId, ids);
    const watched = userId === null ? new Map() : await watchedDays(db, userId, paths);
    return paths.map((path) => {
      const described = describe(
        path,
        memberships.get(path.id),
        marks.get(path.id),
        watched.get(path.id),
        date,
      );
      // The list names each path and the member's place in it; its days are the detail's.
      const { state, start_date, done_count, today_day } = described;
      return {
        id: path.id,
        title: path.title,
        description: path.description,
        start: path.start,
        day_count: path.days.length,
        state,
        start_date,
        done_count,
        today_day,
      };
    });
  }

  /** One path with its days and which the member has done. */
  async function detail(userId: number | null, id: string, today?: string, reader: Reader = db) {
    const path = await pathOf(reader, id);
    const date =
      today ?? (userId === null ? isoNow(clock).slice(0, 10) : await streak.todayOf(reader, userId));
    const membership = userId === null ? undefined : (await membershipsOf(reader, userId)).get(id);
    const marks = userId === null ? undefined : (await marksOf(reader, userId, [id])).get(id);
    const watched = userId === null ? undefined : (await watchedDays(reader, userId, [path])).get(id);
    const described = describe(path, membership, marks, watched, date);
    return {
      id: path.id,
      title: path.title,
      description: path.description,
      start: path.start,
      day_count: path.days.length,
      ...described,
      days: described.days.map((d, i) => ({ ...d, ...dayContent(path.days[i]!) })),
    };
  }

  /**
   * Joins, pauses, resumes, leaves or restarts a path for the member, then answers the path as
   * it now stands. Joining an on-join path starts it on `startDate` (default: the member's today);
   * joining again after leaving, and restarting, start afresh (the day marks are cleared).
   */
  async function act(
    userId: number,
    id: string,
    action: PathAction,
    options: { startDate?: string; timeZone?: string } = {},
  ) {
    await memberTransaction(db, userId, async (trx) => {
      const path = await pathOf(trx, id);
      if (options.timeZone !== undefined)
        await streak.setPreferences(trx, userId, { time_zone: options.timeZone });
      if (options.startDate !== undefined && path.start !== 'on-join') {
        throw badRequest(message('path_start_fixed', { id }));
      }
      const now = isoNow(clock);
      const current = (await membershipsOf(trx, userId)).get(id);
      const key = { user_id: userId, path_id: id };
      const fresh = async () => {
        const start =
          path.start === 'on-join' ? (options.startDate ?? (await streak.todayOf(trx, userId))) : null;
        await trx('path_day_marks').where(key).delete();
        await trx('member_paths')
          .insert({ ...key, state: 'active', start_date: start, joined_at: now, updated_at: now })
          .onConflict(['user_id', 'path_id'])
          .merge(['state', 'start_date', 'joined_at', 'updated_at']);
      };
      const joined = current !== undefined && current.state !== 'left';
      if (action === 'join') {
        // Joining a path already followed changes nothing (a second device's same tap).
        if (!joined) await fresh();
        return;
      }
      if (!joined) throw badRequest(message('path_not_joined', { id }));
      if (action === 'restart') return fresh();
      const state: PathState = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'left';
      await trx('member_paths').where(key).update({ state, updated_at: now });
    });
    return detail(userId, id);
  }

  /**
   * Marks a day of a followed path done or not done. A day done by its watched chapters stays
   * done while they are watched. Marking done is a devotional action for the streak.
   */
  async function markDay(userId: number, id: string, day: number, done: boolean, timeZone?: string) {
    await memberTransaction(db, userId, async (trx) => {
      const path = await pathOf(trx, id);
      if (day > path.days.length) throw notFound(message('path_day_not_found', { id, day }));
      const current = (await membershipsOf(trx, userId)).get(id);
      if (current === undefined || current.state === 'left')
        throw badRequest(message('path_not_joined', { id }));
      const key = { user_id: userId, path_id: id, day };
      if (!done) {
        await trx('path_day_marks').where(key).delete();
        return;
      }
      await trx('path_day_marks')
        .insert({ ...key, done_at: isoNow(clock), how: 'marked' })
        .onConflict(['user_id', 'path_id', 'day'])
        .ignore();
      await streak.recordAction(trx, userId, timeZone);
    });
    return detail(userId, id);
  }

  /**
   * Today's step of each path the member follows (active ones), in the order the paths were
   * published; `date` is the member's own date. For the Today page and the digest email.
   */
  async function pathStepsFor(userId: number, date: string, lang: Language = 'en'): Promise<PathStep[]> {
    const memberships = await membershipsOf(db, userId);
    const paths = (await publishedPaths(db))
      .map((s) => s.path)
      .filter((p) => memberships.get(p.id)?.state === 'active');
    const marks = await marksOf(
      db,
      userId,
      paths.map((p) => p.id),
    );
    const watched = await watchedDays(db, userId, paths);
    const steps: PathStep[] = [];
    for (const path of paths) {
      const { today_day, days } = describe(
        path,
        memberships.get(path.id),
        marks.get(path.id),
        watched.get(path.id),
        date,
      );
      if (today_day === null) continue;
      const content = dayContent(path.days[today_day - 1]!);
      steps.push({
        path_id: path.id,
        title: path.title[lang],
        day: today_day,
        days: path.days.length,
        date: days[today_day - 1]!.date,
        chapters: content.chapters,
        gospel: content.gospel,
        prompt: content.prompt?.[lang] ?? null,
      });
    }
    return steps;
  }

  return { list, detail, act, markDay, pathStepsFor };
}

/** What a day asks to read, with its defaults spelled out. */
function dayContent(day: PathDay) {
  return { chapters: day.chapters ?? [], gospel: day.gospel === true, prompt: day.prompt ?? null };
}
