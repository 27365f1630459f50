import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';

/**
 * SQLite copies the write-ahead log into the database file (a checkpoint) by itself, right after
 * the commit that grows the log past 1000 pages, synchronously, in the committing connection: for
 * a 60 MB chapter upload that was 0.4–2 s of blocked event loop after COMMIT. The
 * writer's automatic checkpoints are therefore off (`WRITER_PRAGMAS`) and this runs them instead,
 * PASSIVE (never waiting for, nor holding up, readers or the writer), on a connection of its own
 * in a worker thread, whenever the log has grown past the same 1000 pages (4 MB), checked twice a
 * second. The log is durable either way: a checkpoint only moves committed pages.
 *
 * The worker starts with the first large log (most databases, tests included, never need it).
 * Should it fail, the checkpoint runs on the writer's connection, as SQLite would have.
 */
export const WRITER_PRAGMAS = [
  'wal_autocheckpoint = 0',
  `journal_size_limit = ${4 * 1024 * 1024}`,
  // COMMIT writes the pages still in the writer's cache to the log in one go (up to the 16 MB of
  // better-sqlite3's default cache: 0.1–0.4 s); with 4 MB the rest is written statement by
  // statement, between turns of the event loop. Reads outside transactions have their own
  // connection (db/sqlite-readers.ts) and cache.
  'cache_size = -4096',
];

const CHECK_MS = 500;
const WAL_BYTES_TO_CHECKPOINT = 4 * 1024 * 1024;

/** Runs in the worker (CommonJS, given the driver's absolute path). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  let result = null;
  try {
    result = db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    result = String(err);
  }
  parentPort.postMessage(result);
});
`;

export interface WalCheckpointer {
  /** Runs one checkpoint now (off the event loop) and resolves when it is done. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export function startWalCheckpointer(db: Knex, filename: string): WalCheckpointer {
  const walFile = `${filename}-wal`;
  let worker: Worker | null = null;
  let failed = false;
  let running: Promise<void> | null = null;
  /** The log's size after the last checkpoint: a log that has not changed since needs none. */
  let checkpointedSize = -1;

  function startWorker(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, filename } });
    w.unref();
    w.on('error', () => {
      failed = true;
      worker = null;
    });
    return w;
  }

  function checkpoint(): Promise<void> {
    running ??= (async () => {
      try {
        if (!failed) {
          worker ??= startWorker();
          const w = worker;
          await new Promise<void>((resolve) => {
            const done = () => {
              w.off('message', done);
              w.off('exit', done);
              resolve();
            };
            w.on('message', done);
            w.on('exit', done);
            w.postMessage('checkpoint');
          });
        }
        if (failed) await db.raw('PRAGMA wal_checkpoint(PASSIVE)');
      } catch {
        // A checkpoint is retried on the next check; the log stays valid meanwhile.
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const timer = setInterval(() => {
    if (running) return;
    let size = 0;
    try {
      size = statSync(walFile).size;
    } catch {
      return; // no log (yet)
    }
    if (size > WAL_BYTES_TO_CHECKPOINT && size !== checkpointedSize) {
      void checkpoint().then(() => {
        checkpointedSize = size;
      });
    }
  }, CHECK_MS);
  timer.unref();

  async function close(): Promise<void> {
    clearInterval(timer);
    await running;
    const w = worker;
    worker = null;
    if (!w) return;
    await new Promise<void>((resolve) => {
      w.once('exit', () => resolve());
      w.postMessage('close');
    });
  }

  return { checkpoint, close };
}
