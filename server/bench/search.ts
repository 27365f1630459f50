// `npm run bench` (search part): the site search on a generated full-size library
// (bench/search/corpus.ts: 2,520 chapters of realistic Spanish text, 365 gospel days in Spanish
// and English, 120 themes) stored through the services in a SQLite database of its own. Prints the
// index build time, the resident memory it adds, and p50/p95 latency of 200 mixed queries through
// the search service (member search: text, notes, scripture lookup), each against its goal
// (build < 5 s, < 150 MB added RSS, p95 < 20 ms) with its ratio to the goal.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { CHAPTERS, GOSPEL_DAYS, mixedQueries, QUERIES, THEMES, VOLUMES } from './search/corpus';
import { storeLibrary } from './search/library';
import { measureCostlyClients } from './search/costly-clients';
import { measureBuild, measureQueries } from './search/measure';
import { report } from './results';

const GOALS = { buildS: 5, addedMb: 150, p95Ms: 20, othersMedianMs: 50 };

/** "0.4× the goal": how much of its budget a figure uses. */
const ofGoal = (value: number, goal: number) => `${(value / goal).toFixed(2)}× the goal`;

async function main() {
  console.log(
    `\nSearch: ${VOLUMES * CHAPTERS} chapters, ${GOSPEL_DAYS} gospel days, ${THEMES} themes (storing…)`,
  );
  const library = await storeLibrary();
  try {
    const build = await measureBuild(library);
    const queries = await measureQueries(library, mixedQueries());
    report({
      figure: `search: index build (load + index, ${(VOLUMES * CHAPTERS).toLocaleString('en-US')} chapters)`,
      value: build.seconds,
      unit: 's',
      goal: `< ${GOALS.buildS} s`,
      within: build.seconds < GOALS.buildS,
      detail: `${ofGoal(build.seconds, GOALS.buildS)}, ${build.cpuSeconds.toFixed(1)} s of CPU`,
    });
    report({
      figure: 'search: resident memory added by the index',
      value: build.addedMb,
      unit: 'MB',
      goal: `< ${GOALS.addedMb} MB`,
      within: build.addedMb < GOALS.addedMb,
      detail: `${ofGoal(build.addedMb, GOALS.addedMb)}, ${build.afterGc ? 'after GC' : 'run with --expose-gc for a steadier figure'}`,
    });
    report({
      figure: `search: latency p50 (${QUERIES} mixed queries, member)`,
      value: queries.p50,
      unit: 'ms',
      goal: '',
      within: null,
    });
    report({
      figure: `search: latency p95 (${QUERIES} mixed queries, member)`,
      value: queries.p95,
      unit: 'ms',
      goal: `< ${GOALS.p95Ms} ms`,
      within: queries.p95 < GOALS.p95Ms,
      detail: ofGoal(queries.p95, GOALS.p95Ms),
    });
    report({
      figure: `search: CPU time per query (p95, same ${QUERIES} queries)`,
      value: queries.cpuP95,
      unit: 'ms',
      goal: '',
      within: null,
      detail: `mean ${queries.cpuMs.toFixed(1)} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    });
    const costly = await measureCostlyClients(library, mixedQueries());
    report({
      figure: "search: others' median over HTTP, alone",
      value: costly.alone,
      unit: 'ms',
      goal: '',
      within: null,
    });
    report({
      figure: "search: others' median beside 8 costly clients",
      value: costly.beside,
      unit: 'ms',
      goal: `< ${GOALS.othersMedianMs} ms`,
      within: costly.beside < GOALS.othersMedianMs,
      detail: `${ofGoal(costly.beside, GOALS.othersMedianMs)}; the 8 got ${costly.answered} answers, ${costly.refused} refusals (429), ${costly.other} other`,
    });
  } finally {
    await library.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
