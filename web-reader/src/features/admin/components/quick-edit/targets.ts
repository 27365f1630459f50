import type { Change } from '@camino/schemas/publishing/field-changes';
import { validateGospelEntry } from '@camino/schemas/gospel-entry';
import type { Problem } from '@camino/schemas/validator';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';
import { uploadFile } from '../../api/upload-file';

/** A stored item an admin can open in the quick editor (issue #17). */
export type QuickEditTarget = { kind: 'gospel'; key: string };

/** What saving answered: the change list, and the revision stored (none on a dry run). */
export interface SaveAnswer {
  changes?: Change[];
  revision?: number | null;
}

/** How one kind of item is read, checked and saved. */
export interface EditAdapter {
  language: 'json' | 'markdown';
  load: () => Promise<unknown>;
  /** The very checks the server runs (the shared precompiled validators), plus the editor's own. */
  validate: (value: unknown) => Problem[];
  /** Through the kind's usual admin call: `dryRun` first, then the real one (one revision). */
  save: (value: unknown, dryRun: boolean) => Promise<SaveAnswer>;
  /** SWR keys to reload after a save. */
  reloads: string[];
}

const jsonFile = (content: unknown, name: string) =>
  new File([JSON.stringify(content, null, 2)], name, { type: 'application/json' });

function gospelAdapter(date: string): EditAdapter {
  return {
    language: 'json',
    load: () => apiCall('GET /admin/evangelios/:date', { params: { date } }),
    validate: (value) => {
      const result = validateGospelEntry(value);
      const problems = result.ok ? [] : [...result.problems];
      // Another date would add an entry instead of correcting this one.
      const changedDate = (value as { date?: unknown } | null)?.date;
      if (result.ok && changedDate !== date)
        problems.push({ pointer: '/date', message: `must stay ${date}` });
      return problems;
    },
    // The gospel upload takes an array of entries: a file of this one replaces it alone.
    save: (value, dryRun) =>
      uploadFile('POST /admin/evangelios/upload', jsonFile([value], `evangelio-${date}.json`), { dryRun }),
    reloads: [apiPath('GET /admin/evangelios', {}), apiPath('GET /admin/evangelios/:date', { date })],
  };
}

export function adapterFor(target: QuickEditTarget): EditAdapter {
  return gospelAdapter(target.key);
}
