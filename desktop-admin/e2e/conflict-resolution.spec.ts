// A file changed both here and on the server: after a pull it is a blocked step (unticked, no
// way to tick it) with keep mine / take theirs / merge, in English and Spanish; each resolution
// leads to a publish of the chosen text. A publish refused because someone published since the
// dry run shows the same conflict, the workspace file untouched.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type CaminoServer } from './fixtures';

test.setTimeout(120_000);

const WORDS = {
  en: {
    publish: 'Publish',
    open: 'Open folder',
    server: 'Server address',
    user: 'Admin username',
    password: 'Password',
    connect: 'Connect',
    dryRun: /^(Dry run|Run the dry run again)$/,
    conflict: 'Conflict',
    mine: 'Keep mine',
    theirs: 'Take theirs',
    merge: 'Merge…',
    upload: 'Upload 1 step',
    confirm: 'Publish these changes?',
  },
  es: {
    publish: 'Publicar',
    open: 'Abrir carpeta',
    server: 'Dirección del servidor',
    user: 'Usuario administrador',
    password: 'Contraseña',
    connect: 'Conectar',
    dryRun: /^(Simulación|Repetir la simulación)$/,
    conflict: 'Conflicto',
    mine: 'Conservar el mío',
    theirs: 'Tomar el del servidor',
    merge: 'Combinar…',
    upload: 'Subir 1 paso',
    confirm: '¿Publicar estos cambios?',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const saveOnServer = (camino: CaminoServer, content: string) =>
  camino.ctx.request
    .post('/api/admin/about')
    .set('Authorization', `Bearer ${camino.admin.token}`)
    .send({ content })
    .expect(200);
const stored = async (camino: CaminoServer) => (await camino.ctx.services.settings.get('about')).content;
const pullAbout = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { api: { server: { pull(r: object): Promise<unknown> } } }).api.server.pull({
      about: true,
    }),
  );

async function openAndConnect(page: Page, appUrl: string, camino: CaminoServer, words: Words, lang: string) {
  await page.goto(appUrl);
  if (lang === 'es') await page.getByText('ES', { exact: true }).click();
  await page.getByRole('button', { name: words.open }).first().click();
  await page.getByRole('button', { name: words.publish }).first().click();
  const drawer = page.getByRole('dialog', { name: words.publish, exact: true });
  await drawer.getByLabel(words.server).fill(camino.url);
  await drawer.getByLabel(words.user).fill(camino.admin.username);
  await drawer.getByRole('textbox', { name: words.password }).fill(camino.admin.password);
  await drawer.getByRole('button', { name: words.connect }).click();
  await expect(drawer.getByTestId('connection')).toContainText(camino.admin.username);
  return drawer;
}

/** Pulls About, edits it here and on the server, pulls again: a conflict. */
async function makeConflict(page: Page, camino: CaminoServer, folder: string, tag: string) {
  await saveOnServer(camino, `# Base ${tag}\n`);
  await pullAbout(page);
  await writeFile(path.join(folder, 'about.md'), `# Mine ${tag}\n\nMy paragraph.\n`);
  await saveOnServer(camino, `# Theirs ${tag}\n\nTheir paragraph.\n`);
  await pullAbout(page);
}

for (const lang of ['en', 'es'] as const) {
  test(`a pulled conflict is a blocked step until resolved, then published (${lang})`, async ({
    page,
    desktop,
    appUrl,
    camino,
  }, testInfo) => {
    const words = WORDS[lang];
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    expect((await desktop.workspace.create(desktop.folder)).ok).toBe(true);
    const drawer = await openAndConnect(page, appUrl, camino, words, lang);
    await makeConflict(page, camino, desktop.folder, lang);

    await drawer.getByRole('button', { name: words.dryRun }).click();
    const about = drawer.locator('[data-step="about"]');
    await expect(about.getByText(words.conflict, { exact: true })).toBeVisible();
    await expect(about.getByRole('checkbox')).not.toBeChecked();
    await expect(about.getByRole('checkbox')).toBeDisabled();
    await about.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`conflict-blocked-${lang}.png`) });

    // The merge view: theirs beside mine, mine editable into the result.
    await about.getByRole('button', { name: words.merge }).click();
    const merge = page.getByTestId('merge-view');
    await expect(merge).toBeVisible();
    await expect(merge).toContainText(`Their paragraph.`);
    await expect(merge).toContainText(`My paragraph.`);
    await page.screenshot({ path: testInfo.outputPath(`conflict-merge-${lang}.png`) });

    if (lang === 'es') {
      // Merge: the right side edited, then used; it is published over theirs.
      await merge.locator('.modified .view-lines').click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\nTheir paragraph too.');
      await merge.getByTestId('merge-use').click();
      await expect(merge).toBeHidden();
      const merged = `# Mine es\n\nMy paragraph.\n\nTheir paragraph too.`;
      await expect.poll(() => readFile(path.join(desktop.folder, 'about.md'), 'utf8')).toBe(merged);
      await expect(about.getByRole('checkbox')).toBeChecked();
      await drawer.getByRole('button', { name: words.upload }).click();
      await page
        .getByRole('dialog', { name: words.confirm })
        .getByRole('button', { name: words.publish })
        .click();
      await expect(drawer.getByTestId('upload-report').locator('[data-ok="true"]')).toHaveCount(1);
      expect(await stored(camino)).toBe(merged);
    } else {
      await merge.getByRole('button', { name: 'Cancel' }).click();
      await expect(merge).toBeHidden();
      // Take theirs: the workspace file becomes the server's; nothing left to publish.
      await about.getByRole('button', { name: words.theirs }).click();
      await expect(about.getByText(words.conflict, { exact: true })).toBeHidden();
      expect(await readFile(path.join(desktop.folder, 'about.md'), 'utf8')).toBe(
        '# Theirs en\n\nTheir paragraph.\n',
      );
      await expect(about.getByRole('checkbox')).toBeDisabled();

      // Another conflict; keep mine: ticked now, published over theirs.
      await makeConflict(page, camino, desktop.folder, 'again');
      await drawer.getByRole('button', { name: words.dryRun }).click();
      await expect(about.getByText(words.conflict, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`conflict-choices-${lang}.png`) });
      await about.getByRole('button', { name: words.mine }).click();
      await expect(about.getByRole('checkbox')).toBeChecked();
      await drawer.getByRole('button', { name: words.upload }).click();
      await page
        .getByRole('dialog', { name: words.confirm })
        .getByRole('button', { name: words.publish })
        .click();
      await expect(drawer.getByTestId('upload-report').locator('[data-ok="true"]')).toHaveCount(1);
      expect(await stored(camino)).toBe('# Mine again\n\nMy paragraph.\n');
    }
    expect(errors).toEqual([]);
  });
}

test('a publish refused for a stale base shows the conflict and keeps the workspace file', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  const words = WORDS.en;
  expect((await desktop.workspace.create(desktop.folder)).ok).toBe(true);
  const drawer = await openAndConnect(page, appUrl, camino, words, 'en');
  await saveOnServer(camino, '# Base late\n');
  await pullAbout(page);
  const mine = '# Mine late\n';
  await writeFile(path.join(desktop.folder, 'about.md'), mine);
  await drawer.getByRole('button', { name: words.dryRun }).click();
  const about = drawer.locator('[data-step="about"]');
  await expect(about.getByRole('checkbox')).toBeChecked();
  // Someone publishes between the dry run and the publish.
  await saveOnServer(camino, '# Published meanwhile\n');
  await drawer.getByRole('button', { name: words.upload }).click();
  await page
    .getByRole('dialog', { name: words.confirm })
    .getByRole('button', { name: words.publish })
    .click();
  const report = drawer.getByTestId('upload-report');
  await expect(report.locator('[data-ok="false"]')).toContainText('changed on the server too');
  await expect(drawer.getByTestId('publish-conflict')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('conflict-at-publish-en.png') });
  expect(await stored(camino)).toBe('# Published meanwhile\n');
  expect(await readFile(path.join(desktop.folder, 'about.md'), 'utf8')).toBe(mine);

  await drawer.getByRole('button', { name: words.dryRun }).click();
  await expect(about.getByText(words.conflict, { exact: true })).toBeVisible();
  await expect(about.getByRole('checkbox')).toBeDisabled();
});
