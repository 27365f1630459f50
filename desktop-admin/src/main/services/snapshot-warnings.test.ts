// The snapshot's warnings: unreadable Bible references are listed (placed at line:column) apart
// from the problems, so they never count against packing or uploading.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { buildSnapshot } from './validate-workspace';

describe('snapshot warnings', () => {
  it('lists an optional file reference that names no passage as a warning, not a problem', () => {
    const path = Object.keys(EXAMPLE_FILES).find((p) => p.startsWith('optional/'))!;
    const chapter = JSON.parse(EXAMPLE_FILES[path]!) as { new_testament?: unknown[] };
    chapter.new_testament = [{ reference: 'el sermón del monte', description: '', citation: '' }];
    const files = { ...EXAMPLE_FILES, [path]: JSON.stringify(chapter, null, 2) };
    const snapshot = buildSnapshot(
      '/ws',
      Object.entries(files).map(([p, text]) => ({ path: p, text })),
      {
        version: 1,
        uploaded: {},
      },
    );
    expect(snapshot.problems).toEqual([]);
    expect(snapshot.warnings).toEqual([
      expect.objectContaining({
        file: path,
        pointer: '/new_testament/0/reference',
        line: expect.any(Number),
      }),
    ]);
    expect(snapshot.warnings![0]!.line).toBeGreaterThan(1);
  });

  it('has no warnings for the example workspace, whose references all parse', () => {
    const snapshot = buildSnapshot(
      '/ws',
      Object.entries(EXAMPLE_FILES).map(([path, text]) => ({ path, text })),
      { version: 1, uploaded: {} },
    );
    expect(snapshot.warnings).toEqual([]);
  });
});
