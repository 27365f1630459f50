import { createHash } from 'node:crypto';
import { API_BASE, apiPath } from '@camino/schemas/api/paths';
import { localeOf, type Language } from '@camino/schemas/languages';
import { EARLY_ANSWERS_GLOBAL, EARLY_CALLS_ID, SESSION_KEYS } from '@camino/schemas/member-pages';
import { scriptSafeJson } from './html-page';

/**
 * The volume page's shell starts the chapter's API calls while it is parsed, before the reader's
 * scripts arrive: on a slow connection they then share the wire with the scripts instead of
 * waiting for them (playlist, then chapter). The reader's api client takes each answer instead
 * of fetching it again (web-reader/src/lib/early-answers.ts). The token is read in the browser;
 * the server only names the calls, exactly as the page's hooks will ask for them.
 *
 * The starter is one fixed script for every page, so its hash in the CSP (app.ts) allows it and
 * nothing else: no 'unsafe-inline'. A failed call is left for the client to meet as its own.
 */
export const EARLY_CALLS_SCRIPT = `(function () {
  try {
    var list = JSON.parse(document.getElementById(${JSON.stringify(EARLY_CALLS_ID)}).textContent);
    var token = localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)});
    if (!token) return;
    var headers = {
      Accept: 'application/json',
      'Accept-Language': list.acceptLanguage,
      Authorization: 'Bearer ' + token,
    };
    var answers = {};
    list.paths.forEach(function (path) {
      answers[path] = fetch(path, { headers: headers });
      answers[path].catch(function () {});
    });
    window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}] = { token: token, answers: answers };
  } catch (error) {}
})();`;

/** The CSP source that allows the starter (and only it). */
export const EARLY_CALLS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}'`;

/**
 * The calls the volume page makes first, as its hooks key them: the playlist, and with
 * `?chapter=` that chapter's main and optional files, in the page's language.
 */
export function volumeCalls(volume: number, chapter: number | null, lang: Language): string[] {
  const paths = [apiPath('GET /volumes/:volume/playlist', { volume }, { lang })];
  if (chapter !== null) {
    paths.push(apiPath('GET /main-file/:volume/:index', { volume, index: chapter }, { lang }));
    paths.push(apiPath('GET /optional-file/:volume/:index', { volume, index: chapter }, { lang }));
  }
  return paths.map((path) => `${API_BASE}${path}`);
}

/** The head markup that starts `paths`: their list (data the browser never runs), then the starter. */
export function earlyCallsHead(paths: string[], language: Language): string {
  const list = scriptSafeJson({ paths, acceptLanguage: localeOf(language) });
  return `<script type="application/json" id="${EARLY_CALLS_ID}">${list}</script><script>${EARLY_CALLS_SCRIPT}</script>`;
}
