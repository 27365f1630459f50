import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import yazl from 'yazl';
import { adminToken } from './api';
import { worldDir } from './world';

/**
 * Helpers of the admin site specs (users, settings, about). Seeding goes straight into the e2e
 * SQLite file: registration over HTTP is throttled per client address, and 120 accounts would
 * trip it.
 */

export interface SeededUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Inserts `count` member accounts named `E2E{tag} NNN` (created a second apart, so the list order
 * is known: the highest number first) plus the given extra names, all verified and active. They
 * cannot sign in: the password hash is not a hash.
 */
export function seedUsers(
  tag: string,
  count: number,
  extra: Array<{ firstName: string; lastName: string }> = [],
): SeededUser[] {
  const db = new Database(path.join(worldDir(), 'camino.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  try {
    const insert = db.prepare(
      `insert into users (email, username, first_name, last_name, password_hash, role, is_active,
         email_verified, token_version, created_at, last_activity)
       values (?, null, ?, ?, 'seeded-by-e2e-no-login', 'user', 1, 1, 0, ?, ?)`,
    );
    const start = Date.now() - (count + extra.length) * 1000;
    const people = [
      ...extra,
      ...Array.from({ length: count }, (_, i) => ({
        firstName: `E2E${tag}`,
        lastName: String(i + 1).padStart(3, '0'),
      })),
    ];
    const seeded: SeededUser[] = [];
    db.transaction(() => {
      people.forEach((person, i) => {
        const email = `seed-${tag}-${i}@example.org`;
        const created = new Date(start + i * 1000).toISOString();
        const active = i % 3 === 0 ? created : null;
        const { lastInsertRowid } = insert.run(email, person.firstName, person.lastName, created, active);
        seeded.push({ id: Number(lastInsertRowid), ...person, email });
      });
    })();
    return seeded;
  } finally {
    db.close();
  }
}

/** A unique tag for this worker and run (letters only, so names sort and search plainly). */
export const runTag = () =>
  `${process.pid.toString(36)}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);

/** A tema upload file (schemas/src/tema.ts). */
export const temaFile = (title: string) => ({
  title,
  items: [
    {
      info: {
        volume: 1,
        index: 1,
        date: '3 de marzo',
        link: '[Volumen 1, capítulo 1](/volume/1?chapter=1)',
      },
      dialogue_summary: [{ speaker: 'Maestro', summary: 'Un resumen de prueba.' }],
    },
  ],
});

/** A real ZIP of the given entries; objects are written as JSON. */
export function zipOf(entries: Array<[name: string, content: string | object]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries) {
    zip.addBuffer(Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)), name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Calls an admin route with a fresh admin token and expects a 2xx answer. */
export async function adminCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<unknown> {
  const token = await adminToken(request);
  const res = await request.fetch(`/api${url}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${method} ${url} answered ${res.status()}`).toBe(true);
  return res.json();
}

/**
 * Uploads a theme titled `title` and hides it at once, so the members' list other specs count
 * never has it; answers its id.
 */
export async function uploadHiddenTema(request: APIRequestContext, title: string): Promise<number> {
  const token = await adminToken(request);
  const upload = await request.post('/api/admin/upload-temas', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'temas.zip',
        mimeType: 'application/zip',
        buffer: await zipOf([['tema.json', temaFile(title)]]),
      },
    },
  });
  expect(upload.ok(), `the theme upload answered ${upload.status()}`).toBe(true);
  const id = ((await upload.json()) as { processed_temas: { id: number }[] }).processed_temas[0]!.id;
  await adminCall(request, 'PUT', `/admin/tema/${id}/visibility`, { visible: false });
  return id;
}

/** At 390 px wide nothing but the tab list may scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}
