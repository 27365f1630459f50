// `npm run bench` (publishing): the dry run of a volume's main ZIP (70 files) against
// the real upload of the same ZIP, and of the whole corpus (36 volumes × 70 chapters, main and
// optional, 72 ZIPs) against its real upload, through the admin API over HTTP on SQLite (and on
// MySQL when BENCH_MYSQL_URL or TEST_MYSQL_URL is set); goal: a dry run no slower than the real
// call. Then the revision storage the corpus adds when uploaded, uploaded again unchanged, and
// uploaded a third time with every file changed. BENCH_PUBLISHING_VOLUMES=n measures a smaller corpus.
import { isMysql, type Db } from '../src/db/connection';
import { mainChapter, optionalChapter, zipOf } from '../src/test/chapter-fixtures';
import { median, report } from './results';
import { onEachDatabase, startAdminServer } from './bench-databases';

const VOLUMES = Number(process.env.BENCH_PUBLISHING_VOLUMES ?? 36);
const CHAPTERS = 70;
/** Single-volume rounds: each measures a dry run and a real upload, each into a volume with no files. */
const ROUNDS = Math.min(8, Math.floor(VOLUMES / 2));

interface Zip {
  path: string;
  name: string;
  data: Buffer;
}

/** One volume's main and optional ZIPs; `edition` changes every file's text. */
async function volumeZips(volume: number, edition: number): Promise<Zip[]> {
  const main: Array<[string, string]> = [];
  const optional: Array<[string, string]> = [];
  for (let index = 1; index <= CHAPTERS; index++) {
    const turns = 14 + ((volume * 7 + index + edition) % 17);
    main.push([`${volume}-${index}.json`, JSON.stringify(mainChapter(volume, index, { turns }), null, 2)]);
    const items = 6 + ((volume + index * 3 + edition) % 9);
    optional.push([
      `${volume}-${index}_o.json`,
      JSON.stringify(optionalChapter(volume, index, { items }), null, 2),
    ]);
  }
  return [
    { path: '/api/admin/upload-main-files', name: `Vol_${volume}_main.zip`, data: await zipOf(main) },
    {
      path: '/api/admin/upload-optional-files',
      name: `Vol_${volume}_optional.zip`,
      data: await zipOf(optional),
    },
  ];
}

async function corpus(edition: number): Promise<Zip[]> {
  const zips: Zip[] = [];
  for (let volume = 1; volume <= VOLUMES; volume++) zips.push(...(await volumeZips(volume, edition)));
  return zips;
}

/** Posts one ZIP (a dry run or not) and checks the answer; returns milliseconds. */
async function post(base: string, token: string, zip: Zip, dryRun: boolean): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([zip.data], { type: 'application/zip' }), zip.name);
  const started = performance.now();
  const res = await fetch(`${base}${zip.path}${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { files_processed?: number; dry_run?: boolean; changes?: unknown[] };
  const elapsed = performance.now() - started;
  if (!res.ok || body.files_processed !== CHAPTERS || (dryRun && body.dry_run !== true)) {
    throw new Error(
      `${zip.name}${dryRun ? ' (dry run)' : ''}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  if (!Array.isArray(body.changes))
    throw new Error(`${zip.name}: no changes in the answer (publishing not wired?)`);
  return elapsed;
}

async function postAll(base: string, token: string, zips: Zip[], dryRun: boolean): Promise<number> {
  let total = 0;
  for (const zip of zips) total += await post(base, token, zip, dryRun);
  return total / 1000;
}

/** Bytes of stored revision content and the number of revision rows. */
async function revisionStorage(db: Db): Promise<{ bytes: number; revisions: number; items: number }> {
  const length = isMysql(db) ? 'LENGTH(content)' : 'LENGTH(CAST(content AS BLOB))';
  const content = await db('revision_contents')
    .sum({ bytes: db.raw(length) })
    .first();
  const revisions = await db('revisions').count({ n: '*' }).first();
  const items = await db('revision_items').count({ n: '*' }).first();
  return { bytes: Number(content?.bytes ?? 0), revisions: Number(revisions?.n), items: Number(items?.n) };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

async function measure(label: string, db: Db, env: NodeJS.ProcessEnv): Promise<void> {
  const { base, token, shutdown } = await startAdminServer(db, env);
  try {
    // One volume's main ZIP into a volume with no files yet, a dry run and a real upload each
    // round on two different volumes, the order alternating so warm-up favours neither.
    const dry: number[] = [];
    const real: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [dryZip] = await volumeZips(VOLUMES - 2 * round, 0);
      const [realZip] = await volumeZips(VOLUMES - 2 * round - 1, 0);
      if (round % 2 === 0) dry.push(await post(base, token, dryZip!, true));
      real.push(await post(base, token, realZip!, false));
      if (round % 2 === 1) dry.push(await post(base, token, dryZip!, true));
    }
    const dryMs = median(dry);
    const realMs = median(real);
    report({
      figure: `Dry run of a volume's main ZIP (${CHAPTERS} files), ${label}`,
      value: dryMs,
      unit: 'ms',
      goal: `≤ real`,
      within: dryMs <= realMs,
      detail: `real upload ${realMs.toFixed(0)} ms, dry/real ${(dryMs / realMs).toFixed(2)}, median of ${ROUNDS}`,
    });

    // The whole corpus: a dry run of every ZIP, then the real upload (volumes above already hold
    // their main files, as a re-publication would find them).
    const first = await corpus(0);
    const dryAll = await postAll(base, token, first, true);
    const before = await revisionStorage(db);
    const realAll = await postAll(base, token, first, false);
    report({
      figure: `Dry run of the corpus (${first.length} ZIPs, ${first.length * CHAPTERS} files), ${label}`,
      value: dryAll,
      unit: 's',
      goal: '≤ real',
      within: dryAll <= realAll,
      detail: `real upload ${realAll.toFixed(1)} s, dry/real ${(dryAll / realAll).toFixed(2)}`,
    });
    const afterFirst = await revisionStorage(db);
    await postAll(base, token, first, false);
    const afterSame = await revisionStorage(db);
    await postAll(base, token, await corpus(1), false);
    const afterChanged = await revisionStorage(db);
    const added = (a: typeof before, b: typeof before) =>
      `+${b.revisions - a.revisions} revisions, +${b.items - a.items} items`;
    report({
      figure: `Revision bytes added by the corpus upload, ${label}`,
      value: mb(afterFirst.bytes - before.bytes),
      unit: 'MB',
      goal: '',
      within: null,
      detail: added(before, afterFirst),
    });
    report({
      figure: `Revision bytes added by the same corpus again, ${label}`,
      value: mb(afterSame.bytes - afterFirst.bytes),
      unit: 'MB',
      goal: '',
      within: null,
      detail: added(afterFirst, afterSame),
    });
    report({
      figure: `Revision bytes added by a corpus with every file changed, ${label}`,
      value: mb(afterChanged.bytes - afterSame.bytes),
      unit: 'MB',
      goal: '',
      within: null,
      detail: added(afterSame, afterChanged),
    });
  } finally {
    await shutdown();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  console.log(
    `\nPublishing bench: dry run vs real upload (one volume's main ZIP of ${CHAPTERS} files; the corpus of ` +
      `${VOLUMES} volumes, main + optional), and the revision storage of the corpus uploaded three times\n`,
  );
  await onEachDatabase('camino-publishing-bench-', (label, db, env) => measure(label, db, env));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
