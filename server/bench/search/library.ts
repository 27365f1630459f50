// Stores the generated library (corpus.ts) through the services, as uploads would, in a SQLite
// database of its own, with one member who has 40 notes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { createDb, type Db } from '../../src/db/connection';
import { migrateLatest } from '../../src/db/migration-source';
import { systemClock } from '../../src/lib/clock';
import { noMail } from '../../src/mail/mailer';
import { createServices, type Services } from '../../src/services/create-services';
import {
  CHAPTERS,
  chapterFiles,
  chapterTitle,
  GOSPEL_DAYS,
  gospelDay,
  paragraph,
  random,
  theme,
  THEMES,
  topicOf,
  VOLUMES,
} from './corpus';

export interface BenchLibrary {
  db: Db;
  /** The configuration it was stored with (an app serving it over HTTP takes the same). */
  config: Config;
  services: Services;
  /** The member who searches (their notes are searched too). */
  memberId: number;
  close: () => Promise<void>;
}

export async function storeLibrary(): Promise<BenchLibrary> {
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-bench-search-'));
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dir }), dataDir: dir };
  const db = createDb({ dataDir: dir });
  const close = async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateLatest(db);
    const services = createServices({ db, config, clock: systemClock }, noMail);
    await db('volumes').insert(
      Array.from({ length: VOLUMES }, (_, i) => ({
        volume_number: i + 1,
        is_available: true,
        youtube_url: null,
      })),
    );
    for (let volume = 1; volume <= VOLUMES; volume++) await storeVolume(services, volume);
    await services.themes.upsertMany(Array.from({ length: THEMES }, (_, n) => theme(n + 1)));
    await services.gospel.putEntries(Array.from({ length: GOSPEL_DAYS }, (_, n) => gospelDay(n)));
    const member = await services.users.register(
      { first_name: 'Ana', last_name: 'Bench', email: 'bench@example.com', password: 'secret123' },
      true,
    );
    for (let index = 1; index <= 40; index++) {
      await services.memberData.saveNote(
        member.id,
        1,
        index,
        paragraph(random(index), topicOf(random(index)), 3),
      );
    }
    // The content's Bible references are parsed after each upload, in the background: done before
    // anything is measured, as on a server whose uploads are behind it.
    await services.scripture.ensureFresh();
    return { db, config, services, memberId: member.id, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** One volume: its playlist (the chapters' titles) and its main and optional files. */
async function storeVolume(services: Services, volume: number): Promise<void> {
  await services.volumes.replacePlaylist(volume, {
    playlistId: `PL${volume}`,
    playlistTitle: `Camino - Volumen ${volume}`,
    description: '',
    items: Array.from({ length: CHAPTERS }, (_, i) => ({
      title: chapterTitle(volume, i + 1),
      videoId: `v${volume}x${i + 1}`,
      url: `https://www.youtube.com/watch?v=v${volume}x${i + 1}`,
      channelTitle: 'Camino',
      thumbnail: `https://i.ytimg.com/vi/v${volume}x${i + 1}/hqdefault.jpg`,
    })),
  });
  const files = Array.from({ length: CHAPTERS }, (_, i) => ({
    index: i + 1,
    ...chapterFiles(volume, i + 1),
  }));
  await services.chapters.putBatch(
    'main',
    volume,
    files.map((f) => ({ index: f.index, content: JSON.stringify(f.main) })),
  );
  await services.chapters.putBatch(
    'optional',
    volume,
    files.map((f) => ({ index: f.index, content: JSON.stringify(f.optional) })),
  );
}
