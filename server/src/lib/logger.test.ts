// The batched stdout writer: every line reaches stdout whole and in order, in UTF-8, whether it
// waits for the timer, fills a chunk, is longer than a chunk, or is still pending when the process
// exits. Run in a child process, since the writer is the process's own stdout.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const logger = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');

const script = `
import { createLogger } from ${JSON.stringify(logger)};
const log = createLogger('info');
// Past several chunks, with text of one, two, three and four UTF-8 bytes per character.
for (let i = 0; i < 3000; i++) log.info({ i, text: 'Perdón · 祈り 🙏 ' + 'x'.repeat(i % 97) }, 'line');
await new Promise((resolve) => setTimeout(resolve, 120));
log.info({ big: 'é'.repeat(40000) }, 'longer than a chunk');
log.info('pending at exit');
`;

describe('batched stdout', () => {
  it('writes every line whole, in order and in UTF-8, the last ones at exit', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    const lines = stdout.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3002);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    entries.slice(0, 3000).forEach((entry, i) => {
      expect(entry).toMatchObject({ i, text: `Perdón · 祈り 🙏 ${'x'.repeat(i % 97)}`, msg: 'line' });
    });
    expect(entries[3000]).toMatchObject({ big: 'é'.repeat(40000), msg: 'longer than a chunk' });
    expect(entries[3001]).toMatchObject({ msg: 'pending at exit' });
  });
});
