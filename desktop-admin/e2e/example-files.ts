import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXAMPLE_FILES } from '../src/main/services/example-workspace';

/**
 * Writes one example of every content type into a test folder. A new workspace starts empty, so
 * the specs that need About, news or volume 1 write them here; they publish only to the test server.
 */
export async function writeExamples(folder: string): Promise<void> {
  for (const [relative, text] of Object.entries(EXAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(folder, relative)), { recursive: true });
    await writeFile(path.join(folder, relative), text);
  }
}
