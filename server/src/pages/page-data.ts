import { apiPath } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import type { PageData } from '@camino/schemas/page-data';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { AppError } from '../errors';
import type { Services } from '../services/create-services';
import {
  aboutAnswer,
  buttonAnswer,
  imageAnswer,
  newsAnswer,
  volumesAnswer,
} from '../services/public-answers';
import { isCalendarDate, localDate } from '@camino/schemas/calendar-date';
import type { Clock } from '../lib/clock';
import { gospelDayAnswer } from '../services/scripture/gospel-day-answer';

/**
 * The pages the server pre-renders: the public ones, and the volume page's shell (members only:
 * drawn in its loading state, see member-page.ts); every other page is the plain single-page shell.
 */
export type PageKind = 'home' | 'gospel' | 'today' | 'about' | 'volume';

const PAGES: Record<string, PageKind> = {
  '/': 'home',
  '/evangelio': 'gospel',
  '/today': 'today',
  '/about': 'about',
};

/** `/volume/{n}` for a volume that exists (any other number is the plain shell's not-found). */
const VOLUME_PAGE = /^\/volume\/(\d+)$/;

/** The volume number of a volume page's path, else null. */
export function volumeOfPath(path: string): number | null {
  const number = Number(VOLUME_PAGE.exec(path)?.[1] ?? NaN);
  return Number.isInteger(number) && number >= 1 && number <= VOLUME_COUNT ? number : null;
}

/** The pre-rendered page a path names, or null for pages left to the browser alone. */
export const pageKindOf = (path: string): PageKind | null =>
  PAGES[path] ?? (volumeOfPath(path) === null ? null : 'volume');

export interface PageDataDeps {
  services: Pick<Services, 'volumes' | 'settings' | 'gospel' | 'scripture' | 'translations' | 'today'>;
  clock: Clock;
}

/** The day `/evangelio` and `/today` show: `?date=` when it is a real date, else the server's today (as the reader does). */
export function gospelDateOf(query: unknown, today: string): string {
  return typeof query === 'string' && isCalendarDate(query) ? query : today;
}

/**
 * The API answers a visitor's page makes, read through the same services the API routes call, so
 * the browser's first revalidation finds nothing new. A day without a gospel entry is left out:
 * the page then asks for it and shows the API's own error.
 */
export async function loadPageData(
  deps: PageDataDeps,
  kind: PageKind,
  options: { language: Language; gospelDate?: string },
): Promise<PageData> {
  const { settings, volumes } = deps.services;
  const today = localDate(deps.clock.now());
  const api: Record<string, unknown> = {};
  if (kind === 'home') {
    // A visitor's first page is anonymous: the news without its members' block.
    [
      api['/volumes'],
      api['/news-config'],
      api['/image-config'],
      api['/evangelio-button-config'],
      api['/topics-button-config'],
    ] = await Promise.all([
      volumesAnswer(volumes),
      newsAnswer(settings, false),
      imageAnswer(settings),
      buttonAnswer(settings, 'evangelio_button'),
      buttonAnswer(settings, 'topics_button'),
    ]);
  } else if (kind === 'gospel') {
    const date = options.gospelDate ?? today;
    try {
      api[`/evangelio-del-dia?date=${date}`] = await gospelDayAnswer(deps.services, date);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  } else if (kind === 'today') {
    // Under the key the reader's hook asks by (web-reader/src/features/today/api/get-today.ts).
    const date = options.gospelDate ?? today;
    api[apiPath('GET /today', {}, { date, lang: options.language })] = await deps.services.today.publicDay(
      date,
      options.language,
    );
  } else if (kind === 'volume') {
    // A member page's shell: nothing but its frame (the member's data needs their token).
    return { language: options.language, today, api, member: true };
  } else {
    api[`/about?lang=${options.language}`] = await aboutAnswer(
      settings,
      deps.services.translations,
      options.language,
    );
  }
  return { language: options.language, today, api };
}
