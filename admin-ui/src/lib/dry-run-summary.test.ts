import type { Change } from '@camino/schemas/publishing/field-changes';
import { describe, expect, it } from 'vitest';
import i18n from '../test/i18n';
import { dryRunSummary } from './dry-run-summary';

const t = i18n.t.bind(i18n);
const counts = { notes: 0, marks: 0, positions: 0, members: 0 };

describe('dryRunSummary', () => {
  it('counts by status, leaving out zeros, then what members’ notes do', () => {
    const changes: Change[] = [
      { kind: 'playlist', key: '1', status: 'changed' },
      { kind: 'main_file', key: '1-2', status: 'new' },
      { kind: 'main_file', key: '1-3', status: 'new' },
      { kind: 'main_file', key: '1-4', status: 'unchanged' },
    ];
    const impact = { volume_number: 1, moved: { ...counts, notes: 12 }, unpublished: counts };
    expect(dryRunSummary(changes, t, impact)).toBe(
      "2 new, 1 changed — 12 members' notes move with their chapters",
    );
  });

  it('says when nothing changes', () => {
    expect(dryRunSummary([{ kind: 'about', key: 'about', status: 'unchanged' }], t)).toBe(
      'No changes: this is what is already published',
    );
  });
});
