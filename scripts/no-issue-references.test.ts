// Comments and docs say why in terms of the code: a reference to the tracker's issue numbers
// ("issue #17", "(#21)") means nothing to a reader of the repository.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const ISSUE_REFERENCE = String.raw`[Ii]ssues? #?[0-9]+\b|\(#[0-9]+\)`;

it('no tracked file cites an issue number', () => {
  let found = '';
  try {
    found = execFileSync(
      'git',
      ['grep', '-nE', ISSUE_REFERENCE, '--', '.', ':!scripts/no-issue-references.test.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  expect(found.split('\n').filter(Boolean)).toEqual([]);
});
