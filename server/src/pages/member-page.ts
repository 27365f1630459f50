import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { CHAPTER_INDEX_MAX } from '@camino/schemas/constants';
import type { Language } from '@camino/schemas/languages';
import { hasSignedInHint, signInPath } from '@camino/schemas/member-pages';
import type { PageData } from '@camino/schemas/page-data';
import { sendAnswer } from '../http/prepared-response';
import { earlyCallsHead, volumeCalls } from './early-calls';
import { pageHtml, routeFiles } from './html-page';
import type { ReaderBuild } from './ssr-module';

/**
 * A navigation to a member page without the reader's "signed in" hint is a visitor's: sent to sign
 * in at once, with the page to come back to, instead of after the reader's scripts have run. The
 * hint is never trusted for access (the shell it earns holds no member data, the API checks the
 * token): a stale one still ends on the sign-in page, from the reader.
 */
export function sendVisitorToSignIn(req: Request, res: Response): boolean {
  if (hasSignedInHint(req.headers.cookie)) return false;
  // The answer depends on the cookie; no cache may keep it for someone else.
  res.vary('Cookie').set('Cache-Control', 'no-store').redirect(302, signInPath(req.originalUrl));
  return true;
}

/** The chapter `?chapter=` names when it is a chapter index, else null (the page then picks one). */
function chapterOf(query: unknown): number | null {
  if (typeof query !== 'string' || !/^\d+$/.test(query)) return null;
  const index = Number(query);
  return index >= 1 && index <= CHAPTER_INDEX_MAX ? index : null;
}

/**
 * The volume page's shell for a member: the layout and the page in its loading state (the same
 * components the browser then renders, so its space is reserved), its chunks preloaded, and its
 * first API calls started while it is parsed (early-calls.ts). The markup is rendered once per
 * build, volume and language (it holds no content); the page around it is made per request, as the
 * calls depend on `?chapter=`. Private: it is the answer to a member's navigation.
 */
export function createVolumeShells() {
  const markups = new Map<string, Promise<{ html: string; title: string }>>();
  let stamp = '';

  return async (
    req: Request,
    res: Response,
    input: { build: ReaderBuild; language: Language; volume: number; data: PageData; origin: string },
  ): Promise<void> => {
    const { build, language, volume, data } = input;
    if (build.stamp !== stamp) {
      markups.clear();
      stamp = build.stamp;
    }
    const key = `${language}:${volume}`;
    let markup = markups.get(key);
    if (!markup) {
      markup = build.ssr.render({ url: `/volume/${volume}`, data, origin: input.origin });
      markups.set(key, markup);
      markup.catch(() => markups.delete(key));
    }
    const page = await markup;
    const calls = volumeCalls(volume, chapterOf(req.query.chapter), language);
    const html = pageHtml(build.template, {
      markup: page.html,
      title: page.title,
      data,
      files: routeFiles(build.manifest, 'volume'),
      start: earlyCallsHead(calls, language),
    });
    const body = Buffer.from(html, 'utf8');
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.vary('Cookie');
    await sendAnswer(req, res, { body, etag }, 'private, no-cache', 'text/html; charset=utf-8');
  };
}
