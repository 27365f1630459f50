import { withImageDefaults } from '@camino/schemas/image-config';
import { AppError } from '../errors';
import type { Services } from '../services/create-services';
import { isCalendarDate, localDate } from '@camino/schemas/calendar-date';
import type { Clock } from '../lib/clock';

/** The public pages the server pre-renders; every other page is the plain single-page shell. */
export type PageKind = 'home' | 'gospel' | 'about';

const PAGES: Record<string, PageKind> = { '/': 'home', '/evangelio': 'gospel', '/about': 'about' };

/** The pre-rendered page a path names, or null for pages left to the browser alone. */
export const pageKindOf = (path: string): PageKind | null => PAGES[path] ?? null;

/** The languages a page is rendered in (the reader's); English is the default. */
export type PageLanguage = 'en' | 'es';

/** The visitor's language: the `language` cookie the reader sets, else English. */
export function languageOf(cookieHeader: string | undefined): PageLanguage {
  return /(?:^|;\s*)language=es(?:;|$)/.test(cookieHeader ?? '') ? 'es' : 'en';
}

/** What a page is drawn from; the shape web-reader/src/lib/page-data.ts reads. */
export interface PageData {
  language: PageLanguage;
  today: string;
  /** The public API answers the page shows, by path, exactly as the API serves them. */
  api: Record<string, unknown>;
}

/** The private news block as the API gives it to anonymous callers (see site-settings router). */
const HIDDEN_NEWS = { enabled: false, title: '', description: '' };

export interface PageDataDeps {
  services: Pick<Services, 'volumes' | 'settings' | 'gospel'>;
  clock: Clock;
}

/** The day `/evangelio` shows: `?date=` when it is a real date, else the server's today (as the reader does). */
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
  options: { language: PageLanguage; gospelDate?: string },
): Promise<PageData> {
  const { settings, volumes, gospel } = deps.services;
  const today = localDate(deps.clock.now());
  const api: Record<string, unknown> = {};
  if (kind === 'home') {
    const [list, news, image, gospelButton, topicsButton] = await Promise.all([
      volumes.listVolumes(),
      settings.get('news'),
      settings.get('image'),
      settings.get('evangelio_button'),
      settings.get('topics_button'),
    ]);
    api['/volumes'] = { volumes: list };
    api['/news-config'] = { public: news.public, private: HIDDEN_NEWS };
    api['/image-config'] = { featuredImage: withImageDefaults(image) };
    api['/evangelio-button-config'] = { enabled: gospelButton.enabled };
    api['/topics-button-config'] = { enabled: topicsButton.enabled };
  } else if (kind === 'gospel') {
    const date = options.gospelDate ?? today;
    try {
      api[`/evangelio-del-dia?date=${date}`] = await gospel.getByDate(date);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  } else {
    api['/about'] = { content: (await settings.get('about')).content };
  }
  return { language: options.language, today, api };
}
