import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMember, signInAsMember, type Member } from './support/api';
import { auditPage, useLanguage } from './support/audit';
import { routeExternalBorders } from './support/borders';

async function member(page: Page, request: APIRequestContext): Promise<Member> {
  const created = await createMember(request, 'Teresa');
  await signInAsMember(page, created);
  return created;
}

/** The id of a demo theme, by its Spanish title, as the server numbered it. */
async function temaId(request: APIRequestContext, account: Member, title: string): Promise<number> {
  const res = await request.get('/api/temas?lang=es', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const { temas } = (await res.json()) as { temas: { id: number; title: string }[] };
  return temas.find((tema) => tema.title === title)!.id;
}

const count = (page: Page) => page.getByTestId('temas-count');
const cards = (page: Page) => page.getByTestId('tema-card-title');

test.describe('themes', () => {
  test('visitors are sent to /login, which keeps the page to come back to', async ({ page }) => {
    await page.goto('/temas');
    await expect(page).toHaveURL('/login?redirect=%2Ftemas');
    await page.goto('/tema/1');
    await expect(page).toHaveURL('/login?redirect=%2Ftema%2F1');
  });

  test('list: search, first-letter filter, counts, clear filters, empty state, back', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore the topics' }).click();
    await expect(page).toHaveURL('/temas');
    await expect(page).toHaveTitle('Themes · Camino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("The book's themes");
    await expect(count(page)).toHaveText('Showing 3 of 3 themes');
    // Two of the demo themes have English titles; the third is the Spanish one, marked so.
    await expect(cards(page)).toHaveText(['Esperanza', 'Forgiveness', 'Prayer']);
    await expect(cards(page).first()).toHaveAttribute('lang', 'es');
    await expect(cards(page).nth(1)).not.toHaveAttribute('lang');
    await expect(page.getByTestId('temas-clear')).toHaveCount(0);

    // 'All' plus each initial present.
    const letters = page.getByTestId('letter-filter').getByRole('button');
    await expect(letters).toHaveText(['All', 'E', 'F', 'P']);
    await expect(letters.first()).toHaveAttribute('aria-pressed', 'true');
    await auditPage(page, 'temas');

    await page.getByTestId('letter-filter').getByRole('button', { name: 'P', exact: true }).click();
    await expect(count(page)).toHaveText('Showing 1 of 3 themes');
    await expect(cards(page)).toHaveText(['Prayer']);
    await expect(page).toHaveURL('/temas?letter=P');
    await page.getByTestId('temas-clear').click();
    await expect(count(page)).toHaveText('Showing 3 of 3 themes');

    // The search ignores case and accents.
    const search = page.getByRole('searchbox', { name: 'Search themes' });
    await search.fill('ESPERÁNZA');
    await expect(cards(page)).toHaveText(['Esperanza']);
    await expect(count(page)).toHaveText('Showing 1 of 3 themes');
    await page.getByTestId('letter-filter').getByRole('button', { name: 'F', exact: true }).click();
    await expect(page.getByTestId('temas-no-match')).toHaveText('No theme matches these filters.');
    await expect(count(page)).toHaveText('Showing 0 of 3 themes');
    await auditPage(page, 'temas-no-match', ['light']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(count(page)).toHaveText('Showing 3 of 3 themes');

    await page.getByTestId('temas-back').click();
    await expect(page).toHaveURL('/');
  });

  test('detail: breadcrumb, items, references found, "View chapter" in a new tab, back to the list as it was', async ({
    page,
    context,
    request,
  }) => {
    await routeExternalBorders(context);
    const account = await member(page, request);
    const id = await temaId(request, account, 'Oración');
    await page.goto('/temas?from=%2Fevangelio');
    await page.getByRole('searchbox', { name: 'Search themes' }).fill('pray');
    await page.getByRole('link', { name: /Prayer/ }).click();
    await expect(page).toHaveURL(`/tema/${id}?from=${encodeURIComponent('/temas?from=%2Fevangelio&q=pray')}`);
    await expect(page).toHaveTitle('Prayer · Camino');
    await expect(page.getByTestId('tema-title')).toHaveText('Prayer');
    await expect(page.getByTestId('fallback-label')).toHaveCount(0);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Themes' })).toBeVisible();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Prayer');

    const items = page.getByTestId('tema-items').locator('article');
    await expect(items).toHaveCount(4);
    await expect(items.first().getByRole('heading')).toHaveText('Volume 1, chapter 2');
    await expect(items.first()).toContainText('March 10');
    await expect(items.first()).toContainText('Pilgrim:');
    await expect(items.first()).toContainText('He admits he does not know how to pray');
    await expect(page.getByTestId('tema-count')).toHaveText('4 references found');
    await auditPage(page, 'tema');

    // 'View chapter' opens the volume page in a new tab, with `from` and `chapter`.
    const view = items.first().getByRole('link', { name: /^View chapter 1-2/ });
    await expect(view).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/volume/1');
    await expect(tab.getByTestId('current-title')).toHaveText('1-2. Learning to pray');
    // The chapter stays in the address, so reloading the tab keeps it.
    await expect(tab).toHaveURL(`/volume/1?chapter=2&from=${encodeURIComponent(`/tema/${id}`)}`);
    await expect(tab.getByTestId('volume-back')).toHaveAttribute('href', `/tema/${id}`);
    await tab.close();

    // Back to the list as it was (its own `from` kept).
    await page.getByRole('link', { name: 'Back to Themes' }).click();
    await expect(page).toHaveURL('/temas?from=%2Fevangelio&q=pray');
    await expect(page.getByRole('searchbox', { name: 'Search themes' })).toHaveValue('pray');
    await expect(page.getByTestId('temas-back')).toHaveAttribute('href', '/evangelio');
  });

  test('the new tab carries the chapter in its first URL', async ({ page, context, request }) => {
    await routeExternalBorders(context);
    const account = await member(page, request);
    const id = await temaId(request, account, 'Perdón');
    await page.goto(`/tema/${id}`);
    const view = page.getByTestId('view-chapter-2-3');
    await expect(view).toHaveAttribute(
      'href',
      `/volume/2?chapter=3&from=${encodeURIComponent(`/tema/${id}`)}`,
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await expect(tab.getByTestId('current-title')).toHaveText('2-3. Perdonarse a uno mismo');
    await expect(tab.getByTestId('video-unavailable')).toBeVisible();
    await tab.close();
    await page.getByRole('link', { name: 'Back to Themes' }).click();
    await expect(page).toHaveURL('/temas');
  });

  test('a theme that does not exist: Theme not found', async ({ page, request }) => {
    await member(page, request);
    await page.goto('/tema/999999');
    await expect(page.getByTestId('tema-error')).toHaveText('Theme not found');
    await page.goto('/tema/not-a-number');
    await expect(page.getByTestId('tema-error')).toHaveText('Theme not found');
    await auditPage(page, 'tema-not-found', ['light']);
    await page.getByRole('link', { name: 'Back to Themes' }).click();
    await expect(page).toHaveURL('/temas');
  });

  test('in Spanish: Todos, Mostrando X de Y temas, Ver capítulo, N referencias encontradas', async ({
    page,
    request,
  }) => {
    const account = await member(page, request);
    const id = await temaId(request, account, 'Esperanza');
    await page.goto('/');
    await useLanguage(page, 'es');
    await page.goto('/temas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temas del libro');
    await expect(page.getByTestId('temas-count')).toHaveText('Mostrando 3 de 3 temas');
    await expect(page.getByTestId('letter-filter').getByRole('button').first()).toHaveText('Todos');
    await page.getByRole('searchbox', { name: 'Buscar temas' }).fill('zzz');
    await expect(page.getByTestId('temas-no-match')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
    await auditPage(page, 'temas-no-match');
    await page.goto(`/tema/${id}`);
    await expect(page.getByTestId('tema-count')).toHaveText('4 referencias encontradas');
    await expect(page.getByRole('link', { name: /^Ver capítulo 2-4/ })).toBeVisible();
    await expect(page.getByTestId('tema-items').locator('article').first().getByRole('heading')).toHaveText(
      'Volumen 2, capítulo 4',
    );
    await auditPage(page, 'tema');
    await page.goto('/tema/999999');
    await expect(page.getByTestId('tema-error')).toHaveText('Tema no encontrado');
    await expect(page.getByRole('link', { name: 'Volver a Temas' })).toBeVisible();
  });
});

test.describe('themes on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('list and detail fit the screen, in English and Spanish', async ({ page, request }) => {
    const account = await member(page, request);
    const id = await temaId(request, account, 'Perdón');
    await page.goto('/temas');
    await expect(count(page)).toHaveText('Showing 3 of 3 themes');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await auditPage(page, 'temas');
    await page.getByRole('link', { name: /Forgiveness/ }).click();
    await expect(page.getByTestId('tema-count')).toHaveText('4 references found');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await auditPage(page, 'tema');
    await useLanguage(page, 'es');
    await expect(page).toHaveURL(new RegExp(`/tema/${id}`));
    await auditPage(page, 'tema');
    await page.getByRole('link', { name: 'Volver a Temas' }).click();
    await auditPage(page, 'temas');
  });
});
