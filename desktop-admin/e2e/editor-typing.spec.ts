import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeExamples } from './example-files';
import { expect, test } from './fixtures';

const FILE = 'main/Vol_1/1-1.json';
/** Typed in the middle of the file, one key at a time: letters, spaces and punctuation. */
const TYPED = 'Quick brown foxes jump, over lazy dogs; again and again!';

// Typing a sentence key by key on a slowed-down page: a busy machine needs the room.
test.setTimeout(180_000);

test('every key typed fast lands where the cursor is, on a slow machine', async ({
  page,
  desktop,
  appUrl,
}) => {
  await writeExamples(desktop.folder);
  const before = await readFile(path.join(desktop.folder, FILE), 'utf8');
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  await page.locator(`[data-path="${FILE}"]`).click();
  const editor = page.getByTestId('editor-json');
  await expect(editor.locator('.view-lines')).toContainText('"info"');

  // The cursor inside the first string value of the file, far from its end.
  const line = before.split('\n').findIndex((l) => /^\s*"[a-z_]+": "/i.test(l));
  expect(line).toBeGreaterThan(-1);
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < line; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft'); // before the closing quote (and a trailing comma)
  if (before.split('\n')[line]!.trimEnd().endsWith(',')) await page.keyboard.press('ArrowLeft');

  // A 2-core machine with software rendering: the page runs six times slower than this one, and
  // each key comes 40 ms after the last, faster than a render of the editor's workspace.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.keyboard.type(TYPED, { delay: 40 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await page.keyboard.press('Control+s');
  const lines = before.split('\n');
  const original = lines[line]!;
  const cut = original.trimEnd().endsWith(',') ? original.lastIndexOf('",') : original.lastIndexOf('"');
  lines[line] = original.slice(0, cut) + TYPED + original.slice(cut);
  await expect.poll(() => readFile(path.join(desktop.folder, FILE), 'utf8')).toBe(lines.join('\n'));
});
