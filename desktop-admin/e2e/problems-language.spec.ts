// The problems list and the server's answers follow the UI language: schema problems and
// cross-file rules written by main in English show in Spanish in the Spanish UI (and back), and a
// refused sign-in answers in Spanish because main sends the UI language to the server.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

test('the problems list and a refused sign-in speak the UI language', async ({
  page,
  desktop,
  appUrl,
  camino,
}, testInfo) => {
  expect((await desktop.workspace.create(desktop.folder)).ok).toBe(true);
  // A chapter whose volume has no playlist, with an empty dialogue and an unknown field.
  await mkdir(path.join(desktop.folder, 'main/Vol_3'), { recursive: true });
  await writeFile(
    path.join(desktop.folder, 'main/Vol_3/3-1.json'),
    JSON.stringify({
      info: { volume: 3, index: 1, date: '2026-01-01' },
      description: '',
      dialogue: [],
      extra: 1,
    }),
  );
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open folder' }).first().click();
  const rows = page.locator('[data-problem="main/Vol_3/3-1.json"]');
  await expect(rows.filter({ hasText: 'is not an allowed property (check the spelling)' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'volume 3 has no playlist' })).toHaveCount(1);

  await page.getByText('ES', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Problemas' })).toBeVisible();
  await expect(
    rows.filter({ hasText: 'no es una propiedad permitida (revisa cómo está escrita)' }),
  ).toHaveCount(1);
  await expect(rows.filter({ hasText: 'debe tener al menos un elemento' })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'el volumen 3 no tiene lista de reproducción: añade playlists/Vol_3.json' }),
  ).toHaveCount(1);
  // No English sentence is left in the Spanish list.
  for (const text of await rows.allInnerTexts()) expect(text).not.toMatch(/\b(must|is required|has no)\b/);
  await page.screenshot({ path: testInfo.outputPath('problems-es.png') });

  // The server's answer to a wrong password, in Spanish.
  await page.getByRole('button', { name: 'Publicar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Publicar' });
  await drawer.getByLabel('Dirección del servidor').fill(camino.url);
  await drawer.getByLabel('Usuario administrador').fill(camino.admin.username);
  await drawer.getByRole('textbox', { name: 'Contraseña' }).fill('wrong-password');
  await drawer.getByRole('button', { name: 'Conectar' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos');
  await page.keyboard.press('Escape');

  // The switch, not a file's EN translation badge.
  await page.getByRole('radiogroup', { name: 'Idioma' }).getByText('EN', { exact: true }).click();
  await expect(rows.filter({ hasText: 'is not an allowed property (check the spelling)' })).toHaveCount(1);
});
