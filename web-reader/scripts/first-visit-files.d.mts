// Types for first-visit-files.mjs (read by the repo test scripts/reader-first-visit.test.ts).
export type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isDynamicEntry?: boolean }
>;
export type ChunkModules = Record<string, string[]>;

export function readManifest(dist: string): Manifest | null;
export function firstVisitFiles(dist: string, manifest: Manifest): string[];
export function gzipSize(dist: string, file: string): number;
export function readChunkModules(dist: string): ChunkModules | null;
export const NOT_ON_HOME: ReadonlyArray<{ what: string; module: RegExp }>;
export function notOnHome(
  files: string[],
  chunkModules: ChunkModules,
): Array<{ file: string; module: string; what: string }>;
