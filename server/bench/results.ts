// Every benchmark figure is printed as `figure  value  goal  within/over` and collected in
// bench/results/latest.json (at the repository root, not committed), which `npm run bench`
// starts afresh and each part appends to.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { RESULTS_FILE } from '../../scripts/lib/bench-results-file.mjs';

export { RESULTS_FILE };

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  /** The goal as text, e.g. `≥ 85 %` or `< 50 ms`; empty for a figure shown for information. */
  goal: string;
  /** null for information only. */
  within: boolean | null;
  detail?: string;
}

interface Results {
  started_at: string;
  machine: { cpus: number; model: string; node: string; load_at_start: number[] };
  figures: Figure[];
}

/** Starts a new latest.json (the first part of `npm run bench` calls this). */
export function startResults(): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const results: Results = {
    started_at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '',
      node: process.version,
      load_at_start: os.loadavg(),
    },
    figures: [],
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

/** Formats a value with its unit as printed. */
export const formatValue = (f: Pick<Figure, 'value' | 'unit'>): string =>
  `${f.unit === 'req/s' ? f.value.toFixed(0) : f.value.toFixed(f.value >= 100 ? 0 : 1)} ${f.unit}`;

/** Prints one figure and appends it to latest.json. */
export function report(figure: Figure): void {
  const verdict = figure.within === null ? '' : figure.within ? 'within' : 'over';
  console.log(
    `  ${figure.figure.padEnd(58)} ${formatValue(figure).padStart(13)}  ${(figure.goal || '—').padEnd(10)} ${verdict}` +
      (figure.detail ? `   (${figure.detail})` : ''),
  );
  if (!existsSync(RESULTS_FILE)) startResults();
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
  results.figures.push(figure);
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

/** The middle value of an odd-length list (the mean of the two middle ones otherwise). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
