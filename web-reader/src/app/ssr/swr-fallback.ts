import { unstable_serialize } from 'swr';
import { aboutKey } from '../../features/about/api/get-about';
import { gospelKey } from '../../features/gospel/api/get-gospel';
import { todayKey } from '../../features/today/api/get-today';
import { volumesKey } from '../../hooks/use-volumes';
import { unwrapContent } from '@camino/schemas/content-encoding';
import type { PageData } from '@camino/schemas/page-data';
import { toLanguage, type Language } from '@camino/schemas/languages';

const GOSPEL_PATH = /^\/evangelio-del-dia\?date=(\d{4}-\d{2}-\d{2})$/;
const TODAY_PATH = /^\/today\?date=(\d{4}-\d{2}-\d{2})&lang=(en|es)$/;
// The About answer, asked in a language or (without `?lang=`) in the page's.
const ABOUT_PATH = /^\/about(?:\?lang=(\w+))?$/;

/**
 * The value one API answer gives the hook that fetches it, under that hook's SWR key. `language`
 * is the page's: a content answer is kept under that language's key only, so after a switch the
 * page asks for the other language instead of showing this one.
 */
function fallbackEntry(path: string, answer: unknown, language: Language): [string, unknown] | null {
  const body = answer as Record<string, unknown>;
  switch (path) {
    case volumesKey:
      return [volumesKey, body.volumes];
    case '/image-config':
      return ['/image-config', body.featuredImage];
    case '/evangelio-button-config':
    case '/topics-button-config':
      return [path, body.enabled];
    case '/news-config':
      // A visitor's key: members ask again with their token (see get-news-config.ts).
      return [unstable_serialize(['/news-config', '']), body];
  }
  const about = ABOUT_PATH.exec(path);
  if (about) return [aboutKey(about[1] ? toLanguage(about[1]) : language), body];
  const gospel = GOSPEL_PATH.exec(path);
  if (gospel) return [gospelKey(gospel[1]!), unwrapContent(body)];
  const today = TODAY_PATH.exec(path);
  if (today) return [todayKey(today[1]!, toLanguage(today[2])), body];
  return null;
}

/**
 * SWR's `fallback` from the API answers a page was pre-rendered with: the server and the
 * hydrating browser both draw the page from it, so their markup is the same. The hydrating hooks
 * do not fetch it again (keep-prerendered-data.ts); hooks mounted later revalidate as usual.
 */
export function swrFallback({ api, language }: Pick<PageData, 'api' | 'language'>): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const [path, answer] of Object.entries(api)) {
    const entry = answer && typeof answer === 'object' ? fallbackEntry(path, answer, language) : null;
    if (entry && entry[1] !== undefined) fallback[entry[0]] = entry[1];
  }
  return fallback;
}
