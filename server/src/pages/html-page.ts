import { PAGE_DATA_ID, type PageData } from '@camino/schemas/page-data';
import { SITE_DESCRIPTION } from '@camino/schemas/site-description';
import type { PageKind } from './page-data';

/** Where the reader's index.html takes the pre-render (see web-reader/index.html). */
const HEAD_MARK = '<!--camino:head-->';
const PAGE_MARK = '<!--camino:page-->';

/** One chunk of Vite's build manifest (web-reader/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route module of each lazily loaded page (the home page is in the entry chunk). */
const ROUTE_MODULES: Partial<Record<PageKind, string>> = {
  gospel: 'src/app/routes/evangelio.tsx',
  today: 'src/app/routes/today.tsx',
  about: 'src/app/routes/about.tsx',
  volume: 'src/app/routes/volume.tsx',
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON safe inside a `<script>` element: `<` is escaped, so no text in the data (a news title
 * with `</script>`) can end the element early. JSON.parse reads it back unchanged.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The files a chunk needs, its static imports included, each once. */
function chunkFiles(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] };
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return out;
  seen.add(key);
  out.js.push(chunk.file);
  out.css.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) {
    const inner = chunkFiles(manifest, imported, seen);
    out.js.push(...inner.js);
    out.css.push(...inner.css);
  }
  return out;
}

/**
 * A lazy page's own chunk, beyond what index.html already loads: its styles, linked as
 * stylesheets (the pre-rendered markup needs them before the first paint, or it would shift when
 * the chunk brings them), and its scripts, preloaded beside the entry's.
 */
export function routeFiles(manifest: Manifest, kind: PageKind): { styles: string; scripts: string[] } {
  const module = ROUTE_MODULES[kind];
  if (!module) return { styles: '', scripts: [] };
  const entry = chunkFiles(manifest, 'index.html');
  const route = chunkFiles(manifest, module);
  const css = [...new Set(route.css.filter((file) => !entry.css.includes(file)))];
  const js = [...new Set(route.js.filter((file) => !entry.js.includes(file)))];
  return {
    styles: css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    scripts: js.map((file) => `/${file}`),
  };
}

/**
 * A pre-rendered page is first painted once parsed up to `<main>` (the layout's `main#main`): a
 * header painted half-parsed moved when the rest of its row arrived. Only on pre-rendered pages:
 * in the plain shell the element appears with the app, and Chromium warns about the wait.
 */
const FIRST_PAINT_AFTER_MAIN = '<link rel="expect" href="#main" blocking="render">';

/** The id of the list of scripts public/boot.js starts once a pre-rendered page is painted. */
export const AFTER_PAINT_ID = 'camino-after-paint';

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * A pre-rendered page is readable before its scripts run, so they wait for its first paint: the
 * build's script and preload tags become a list (JSON, never run) that public/boot.js loads
 * once the page is on screen. On a slow connection the styles and pictures of the first paint no
 * longer share it with the scripts. (The plain shell keeps the build's tags: without its scripts
 * it shows nothing.)
 */
function scriptsAfterPaint(html: string, routeScripts: string[]): string {
  const modules: string[] = [];
  const preload: string[] = [];
  const rest = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      modules.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  const list = scriptSafeJson({ modules, preload: [...preload, ...routeScripts] });
  return rest.replace(
    '</head>',
    () => `<script type="application/json" id="${AFTER_PAINT_ID}">${list}</script></head>`,
  );
}

/**
 * A member page's shell is only a frame until its scripts run: they keep the build's tags (loaded
 * with the page, beside its styles), and the route's chunks are preloaded with them.
 */
const scriptsWithPage = (html: string, routeScripts: string[]): string =>
  html.replace(
    '</head>',
    () =>
      `${routeScripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')}</head>`,
  );

/**
 * The reader's index.html with a pre-rendered page: its markup in `#root`, its title, its
 * language on `<html>` and its meta description in that language, the data it was drawn from
 * (JSON in a script element the browser never runs, which the CSP allows), its route's files,
 * and its scripts started after the first paint (a member page's shell: with the page, and
 * `start`, markup that must run first, at the top of `<head>`).
 */
export function pageHtml(
  template: string,
  page: {
    markup: string;
    title: string;
    data: PageData;
    files: { styles: string; scripts: string[] };
    start?: string;
  },
): string {
  const head = `${FIRST_PAINT_AFTER_MAIN}${page.files.styles}<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(page.data)}</script>`;
  const withScripts = page.data.member ? scriptsWithPage : scriptsAfterPaint;
  return (
    withScripts(template, page.files.scripts)
      // First in <head> (after the charset): an inline script after a stylesheet or boot.js waits
      // for them to load.
      .replace(/<meta charset=[^>]*>/i, (tag) => `${tag}${page.start ?? ''}`)
      .replace(/<html lang="[^"]*"/, `<html lang="${page.data.language}"`)
      // The description in the page's language (the template's is English).
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_meta, open: string, close: string) =>
          `${open}${escapeHtml(SITE_DESCRIPTION[page.data.language])}${close}`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(HEAD_MARK, () => head)
      .replace(PAGE_MARK, () => page.markup)
  );
}

/** True when the template has the places a pre-render goes (an older build has not). */
export const acceptsPrerender = (template: string): boolean =>
  template.includes(HEAD_MARK) && template.includes(PAGE_MARK);
