import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/api';
import { adminCall, runTag } from './support/admin-site';
import { useLanguage } from './support/audit';
import { appReady, expect, test } from './support/test';

// Two admins edit About in two browsers: a save made from a base another admin's publish has
// replaced is refused with the admin's text intact, and either choice continues from theirs.
// about.spec.ts reads About at the same time: every text keeps the original and adds a paragraph.

const editorOf = (page: Page, name = 'About content (Markdown)') => page.getByRole('textbox', { name });

/** Saves a picture of the conflict for people to look at (E2E_SCREENSHOTS=0 skips it). */
async function pictureOf(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.getByTestId('about-conflict').screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a save over another admin’s About is refused; Keep mine and Load their version continue', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, five saves and a language switch.
  test.slow();
  const { content: original } = (await adminCall(request, 'GET', '/about?lang=es')) as { content: string };
  const tag = runTag();
  const first = `${original}\n\nE2E first ${tag}`;
  const second = `${original}\n\nE2E second ${tag}`;
  const other = await browser.newContext();
  const page2 = await other.newPage();
  try {
    await signInAsAdmin(page, request);
    await page.goto('/admin/about');
    await signInAsAdmin(page2, request);
    await page2.goto('/admin/about');
    await appReady(page2);
    // The first admin page of the run loads the panel's chunks: slow when CI shares its cores.
    await expect(editorOf(page)).toHaveValue(original, { timeout: 30_000 });
    await expect(editorOf(page2)).toHaveValue(original, { timeout: 30_000 });

    // The second admin checks a text while the first publishes theirs.
    await editorOf(page2).fill(second);
    await page2.getByTestId('about-save').click();
    await expect(page2.getByTestId('about-dry-run-summary')).toHaveText('1 changed');
    await editorOf(page).fill(first);
    await page.getByTestId('about-save').click();
    await page.getByTestId('about-confirm').click();
    await expect(page.getByTestId('about-banner')).toHaveText('✅ Content saved successfully');

    // The second's publish is refused: nothing stored, the text still in the editor.
    await page2.getByTestId('about-confirm').click();
    const conflict = page2.getByTestId('about-conflict');
    await expect(conflict).toContainText(
      'Someone else changed this content after you opened it; nothing was saved',
    );
    await expect(editorOf(page2)).toHaveValue(second);
    await expect(page2.getByTestId('about-confirm')).toHaveCount(0);
    expect(((await adminCall(request, 'GET', '/about?lang=es')) as { content: string }).content).toBe(first);
    await pictureOf(page2, 'about-conflict-en');

    // Keep mine: a new dry run over the first admin's text, published on confirm.
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(page2.getByTestId('about-dry-run-summary')).toHaveText('1 changed');
    await expect(conflict).toHaveCount(0);
    await page2.getByTestId('about-confirm').click();
    await expect(page2.getByTestId('about-banner')).toHaveText('✅ Content saved successfully');
    expect(((await adminCall(request, 'GET', '/about?lang=es')) as { content: string }).content).toBe(second);

    // The first admin, in Spanish, now saves from a stale base: refused at the dry run.
    await useLanguage(page, 'es');
    const editor = editorOf(page, 'Contenido de Acerca de (Markdown)');
    await editor.fill(`${first} (2)`);
    await page.getByTestId('about-save').click();
    const conflictEs = page.getByTestId('about-conflict');
    await expect(conflictEs).toContainText(
      'Otra persona cambió este contenido después de que lo abrieras; no se guardó nada',
    );
    await expect(editor).toHaveValue(`${first} (2)`);
    await pictureOf(page, 'about-conflict-es');

    // Load their version, from the keyboard: asked first, since the texts differ.
    await conflictEs.getByRole('button', { name: 'Cargar su versión' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '¿Reemplazar tu texto?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reemplazar con su versión' }).focus();
    await page.keyboard.press('Enter');
    await expect(editor).toHaveValue(second);
    await expect(conflictEs).toHaveCount(0);
  } finally {
    await other.close();
    await adminCall(request, 'POST', '/admin/about', { content: original });
  }
});
