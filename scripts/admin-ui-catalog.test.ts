// Proves the admin answers' strings live once: in admin-ui's catalogue, never again in the
// reader's or the desktop's, whose own keys can then never shadow one of them when merged.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_UI_CATALOGS } from '../admin-ui/src/locales/add-admin-ui-catalog';
import { en as desktopEn } from '../desktop-admin/src/renderer/src/locales/en';
import { es as desktopEs } from '../desktop-admin/src/renderer/src/locales/es';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readerFolders = [
  'web-reader/src/locales',
  'web-reader/src/features/admin/locales/en',
  'web-reader/src/features/admin/locales/es',
];

/** Every catalogue of the reader (main and admin areas, both languages), by file. */
function readerCatalogs(): Array<[string, Record<string, string>]> {
  return readerFolders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder))
      .filter((name) => name.endsWith('.json'))
      .map((name): [string, Record<string, string>] => [
        `${folder}/${name}`,
        JSON.parse(readFileSync(path.join(ROOT, folder, name), 'utf8')) as Record<string, string>,
      ]),
  );
}

const shared = Object.keys(ADMIN_UI_CATALOGS.en);

describe("admin-ui's catalogue", () => {
  it('has the same keys in English and Spanish, each starting with `admin`', () => {
    expect(Object.keys(ADMIN_UI_CATALOGS.es).sort()).toEqual([...shared].sort());
    expect(shared.filter((key) => !key.startsWith('admin'))).toEqual([]);
  });

  it('declares keys that no app catalogue declares again', () => {
    const catalogs: Array<[string, Record<string, string>]> = [
      ...readerCatalogs(),
      ['desktop-admin/src/renderer/src/locales/en.ts', desktopEn],
      ['desktop-admin/src/renderer/src/locales/es.ts', desktopEs],
    ];
    expect(catalogs.length).toBeGreaterThan(4);
    const again = catalogs.flatMap(([file, catalog]) =>
      shared.filter((key) => key in catalog).map((key) => `${file}: ${key}`),
    );
    expect(again).toEqual([]);
  });
});
