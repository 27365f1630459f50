// `npm run bench` (second part): publishes a full-size corpus, 36 volumes × 70 chapters of main and
// optional files (5,040 files in 72 ZIPs), through the real admin API over HTTP, one ZIP after
// another as an admin would, on SQLite and, when BENCH_MYSQL_URL or TEST_MYSQL_URL is set, on MySQL
// (in a database of its own, dropped afterwards). Prints seconds and files per second; goal < 20 s.
import { type Db } from '../src/db/connection';
import { mainChapter, optionalChapter, zipOf } from '../src/test/chapter-fixtures';
import { report } from './results';
import { onEachDatabase, startAdminServer } from './bench-databases';

const VOLUMES = 36;
const CHAPTERS = 70;
const GOAL_S = 20;

interface CorpusZip {
  path: string;
  name: string;
  data: Buffer;
}

/** The 72 ZIPs, built in memory; chapter sizes vary from about 3 to 6 KB like the real text. */
async function buildCorpus() {
  const zips: CorpusZip[] = [];
  let files = 0;
  let bytes = 0;
  for (let volume = 1; volume <= VOLUMES; volume++) {
    const main: Array<[string, string]> = [];
    const optional: Array<[string, string]> = [];
    for (let index = 1; index <= CHAPTERS; index++) {
      const m = JSON.stringify(
        mainChapter(volume, index, { turns: 14 + ((volume * 7 + index) % 17) }),
        null,
        2,
      );
      const o = JSON.stringify(
        optionalChapter(volume, index, { items: 6 + ((volume + index * 3) % 9) }),
        null,
        2,
      );
      main.push([`${volume}-${index}.json`, m]);
      optional.push([`${volume}-${index}_o.json`, o]);
      files += 2;
      bytes += Buffer.byteLength(m) + Buffer.byteLength(o);
    }
    zips.push({
      path: '/api/admin/upload-main-files',
      name: `Vol_${volume}_main.zip`,
      data: await zipOf(main),
    });
    zips.push({
      path: '/api/admin/upload-optional-files',
      name: `Vol_${volume}_optional.zip`,
      data: await zipOf(optional),
    });
  }
  const zipBytes = zips.reduce((sum, z) => sum + z.data.length, 0);
  return { zips, files, averageKb: bytes / files / 1024, zipMb: zipBytes / 1024 / 1024 };
}

/** Uploads every ZIP in turn; returns seconds, and checks each answer. */
async function uploadAll(base: string, token: string, zips: CorpusZip[], expectUnchanged: boolean) {
  const started = performance.now();
  for (const zip of zips) {
    const form = new FormData();
    form.append('file', new Blob([zip.data], { type: 'application/zip' }), zip.name);
    const res = await fetch(base + zip.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const report = (await res.json()) as {
      files_processed: number;
      files_failed: number;
      files_unchanged: number;
    };
    const unchanged = expectUnchanged ? CHAPTERS : 0;
    if (
      !res.ok ||
      report.files_processed !== CHAPTERS ||
      report.files_failed ||
      report.files_unchanged !== unchanged
    ) {
      throw new Error(`${zip.name}: HTTP ${res.status} ${JSON.stringify(report)}`);
    }
  }
  return (performance.now() - started) / 1000;
}

async function measure(
  label: string,
  db: Db,
  env: NodeJS.ProcessEnv,
  corpus: Awaited<ReturnType<typeof buildCorpus>>,
) {
  const { base, token, shutdown } = await startAdminServer(db, env);
  try {
    const first = await uploadAll(base, token, corpus.zips, false);
    const again = await uploadAll(base, token, corpus.zips, true);
    const stored = await db('chapter_files').count({ n: '*' }).first();
    if (Number(stored?.n) !== corpus.files)
      throw new Error(`${label}: ${stored?.n} files stored, expected ${corpus.files}`);

    report({
      figure: `Import of ${corpus.files} files (${corpus.zips.length} ZIPs) over HTTP, ${label}`,
      value: first,
      unit: 's',
      goal: `< ${GOAL_S} s`,
      within: first < GOAL_S,
      detail: `${(corpus.files / first).toFixed(0)} files/s`,
    });
    report({
      figure: `Re-upload, every file unchanged, ${label}`,
      value: again,
      unit: 's',
      goal: '',
      within: null,
    });
  } finally {
    await shutdown();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const corpus = await buildCorpus();
  console.log(
    `\nUpload bench: ${VOLUMES} volumes × ${CHAPTERS} chapters = ${corpus.files} files ` +
      `(main + optional, average ${corpus.averageKb.toFixed(1)} KB) in ${corpus.zips.length} ZIPs ` +
      `(${corpus.zipMb.toFixed(1)} MB), uploaded one by one over HTTP with an admin token\n`,
  );

  await onEachDatabase('camino-upload-bench-', (label, db, env) => measure(label, db, env, corpus));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
