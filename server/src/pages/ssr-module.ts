import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { acceptsPrerender, type Manifest } from './html-page';
import type { PageData } from '@camino/schemas/page-data';

/** What web-reader/src/entry-server.tsx exports (built into web-reader/dist-ssr/entry-server.js). */
export interface SsrModule {
  render(input: { url: string; data: PageData; origin: string; timeoutMs?: number }): Promise<{
    html: string;
    title: string;
  }>;
}

/** One build of the reader, as the pre-render needs it. */
export interface ReaderBuild {
  /** Changes with every build: part of each rendered page's cache key. */
  stamp: string;
  /** index.html, with the places the pre-render fills. */
  template: string;
  manifest: Manifest;
  ssr: SsrModule;
}

const mtimeOf = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * The build, loaded on the first page that needs it (or ahead of it: a server that only answers
 * the API never loads React). Resolves null when the build lacks the pre-render module or the
 * template's places (an older build): pages are then the plain shell. Node keeps an imported
 * module for good (and the module's lazy chunks import it by its plain URL, so it cannot be
 * loaded twice), so a reader rebuilt under a running server is not pre-rendered: its pages are
 * the plain shell, which loads the new files, until the server restarts (`onStale` says so).
 */
export function readerBuildLoader(
  distDir: string,
  ssrDir: string,
  onStale: () => void,
): () => Promise<ReaderBuild | null> {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  const stampNow = () => `${mtimeOf(indexFile)}-${mtimeOf(entryFile)}`;
  let loaded: Promise<ReaderBuild | null> | null = null;

  const load = async (): Promise<ReaderBuild | null> => {
    const stamp = stampNow();
    if (!existsSync(indexFile) || !existsSync(entryFile)) return null;
    const template = readFileSync(indexFile, 'utf8');
    if (!acceptsPrerender(template)) return null;
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    const ssr = (await import(pathToFileURL(entryFile).href)) as SsrModule;
    return { stamp, template, manifest, ssr };
  };

  return async () => {
    loaded ??= load();
    const build = await loaded.catch((error: unknown) => {
      loaded = null; // a failed load is tried again on the next page
      throw error;
    });
    if (build && build.stamp !== stampNow()) {
      onStale();
      return null;
    }
    return build;
  };
}
