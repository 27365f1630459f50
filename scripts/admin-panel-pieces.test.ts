// Proves each piece the admin panel draws in many tabs is written in one module, and that the
// dry-run flow both admin clients run is written only in admin-ui: a tab or a desktop feature
// that writes a piece out again (instead of importing it) fails here, naming the file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = 'web-reader/src/features/admin';

/** A folder's production sources, as paths from the repository root. */
function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sources(relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** A piece, recognised by a line only its own module needs to write, and that module. */
const PIECES: Array<{ piece: string; marker: string; home: string }> = [
  {
    piece: 'a bordered, labelled section',
    marker: '<Paper withBorder p="md" component="section" aria-labelledby',
    home: `${ADMIN}/components/admin-section.tsx`,
  },
  { piece: 'a tab header', marker: '<Title order={2}>', home: `${ADMIN}/components/tab-header.tsx` },
  {
    piece: "a delete's dry run in its dialog",
    marker: '<DeleteDryRun',
    home: `${ADMIN}/components/delete-confirm.tsx`,
  },
  {
    piece: "an upload's file picker",
    marker: 'onChange={upload.choose}',
    home: `${ADMIN}/components/upload-controls.tsx`,
  },
  { piece: 'a date and time', marker: "timeStyle: 'short',", home: `${ADMIN}/utils/format-date-time.ts` },
];

/**
 * What both admin clients draw of the dry-run flow, each recognised by a line only admin-ui needs
 * to write, and the admin-ui module that writes it.
 */
const FLOW_PIECES: Array<{ piece: string; marker: string; home: string }> = [
  {
    piece: "the flow's steps (checking, review, publishing, done, failed)",
    marker: "kind: 'checking'",
    home: 'admin-ui/src/hooks/use-dry-run-flow.ts',
  },
  {
    piece: "a dry run's review with Cancel and Publish",
    marker: "t('adminDryRunTitle')",
    home: 'admin-ui/src/components/review-frame.tsx',
  },
  {
    piece: "the confirmation's Publish button",
    marker: "t('adminDryRunPublish')",
    home: 'admin-ui/src/components/confirm-dialog.tsx',
  },
];

/** Where the two admin clients draw: the reader's admin panel and the desktop's renderer. */
const CLIENTS = [ADMIN, 'desktop-admin/src/renderer/src'];

const read = (file: string) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') });

describe('the admin panel draws each shared piece in one module', () => {
  const files = sources(ADMIN).map(read);

  it.each(PIECES)('$piece lives only in $home', ({ marker, home }) => {
    const writers = files.filter(({ text }) => text.includes(marker)).map(({ file }) => file);
    expect(writers).toEqual([home]);
  });
});

describe('the dry-run flow is drawn in admin-ui, never again in an admin client', () => {
  const files = CLIENTS.flatMap(sources).map(read);

  it.each(FLOW_PIECES)('$piece: only $home writes it', ({ marker, home }) => {
    expect(read(home).text).toContain(marker);
    const writers = files.filter(({ text }) => text.includes(marker)).map(({ file }) => file);
    expect(writers).toEqual([]);
  });
});
