import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { auditPage, useLanguage } from './support/audit';
import { createMember, signInAsMember } from './support/api';

/** Dates as the server seeds them: the demo gospel week runs from today−3 to today+3 (UTC in tests). */
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** What the API says of a date, to compare the page with (the calendar itself is proved server-side). */
async function apiDay(page: Page, date: string, lang: 'en' | 'es') {
  const res = await page.request.get(`/api/today?date=${date}&lang=${lang}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    liturgical_day: { celebration: { name: string; rank: { name: string }; seasons: { name: string }[] } };
    gospel: { gospel: { reference: string }; en?: { gospel: { reference: string } } } | null;
  };
}

async function loaded(page: Page) {
  await expect(page.getByTestId('today-loading')).toHaveCount(0);
}

test.describe('Today', () => {
  test('a visitor sees the liturgical day and its Gospel, in English and Spanish', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Today', exact: true }).first().click();
    await expect(page).toHaveURL('/today');
    await loaded(page);
    const en = await apiDay(page, day(0), 'en');
    await expect(page.getByTestId('today-celebration')).toHaveText(en.liturgical_day.celebration.name);
    await expect(page).toHaveTitle(`Today: ${en.liturgical_day.celebration.name} · Camino`);
    await expect(page.getByTestId('today-rank')).toHaveText(en.liturgical_day.celebration.rank.name);
    await expect(page.getByTestId('today-season')).toContainText(
      en.liturgical_day.celebration.seasons[0]!.name,
    );
    await expect(page.getByTestId('today-cycles')).toContainText('Sunday cycle: Year');
    await expect(page.getByTestId('today-calendar')).toHaveText('Calendar: General Roman Calendar');
    // The demo week has today's Gospel, with the chapters that teach it.
    await expect(page.getByRole('heading', { name: /^Gospel of the Day: / })).toBeVisible();
    await expect(page.getByTestId('gospel-verses').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('gospel-related')).toBeVisible();
    await auditPage(page, 'today');

    await useLanguage(page, 'es');
    const es = await apiDay(page, day(0), 'es');
    await expect(page.getByTestId('today-celebration')).toHaveText(es.liturgical_day.celebration.name);
    await expect(page.getByTestId('today-rank')).toHaveText(es.liturgical_day.celebration.rank.name);
    await expect(page.getByTestId('today-calendar')).toHaveText('Calendario: Calendario Romano General');
    await expect(page.getByRole('heading', { name: /^Evangelio del día: / })).toBeVisible();
    await auditPage(page, 'today');
  });

  test('the arrows and the keyboard move by one day; a day without a Gospel says so', async ({ page }) => {
    await page.goto(`/today?date=${day(0)}`);
    await loaded(page);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(`/today?date=${day(1)}`);
    const next = await apiDay(page, day(1), 'en');
    await expect(page.getByTestId('today-celebration')).toHaveText(next.liturgical_day.celebration.name);
    await page.locator('body').press('ArrowLeft');
    await page.locator('body').press('ArrowLeft');
    await expect(page).toHaveURL(`/today?date=${day(-1)}`);

    // Christmas 2030: far from the demo week, no Gospel published, the liturgical day still.
    await page.goto('/today?date=2030-12-25');
    await loaded(page);
    await expect(page.getByTestId('today-celebration')).toHaveText(/Nativity of the Lord|Christmas/);
    await expect(page.getByTestId('today-color')).toHaveText('white');
    await expect(page.getByTestId('today-no-gospel')).toBeVisible();
    await auditPage(page, 'today-no-gospel', ['light']);
    await page.locator('body').press('Escape');
    await expect(page).toHaveURL('/');
  });

  test("a member sees today's step of the path they follow and their streak", async ({ page, request }) => {
    const member = await createMember(request, 'Dámaso');
    const auth = { Authorization: `Bearer ${member.token}` };
    const put = async (url: string, data: object) =>
      expect((await request.put(url, { headers: auth, data })).status()).toBe(200);
    await put('/api/paths/first-week/state', { action: 'join', start_date: day(-1), time_zone: 'UTC' });
    await put('/api/paths/first-week/days/1', { done: true, time_zone: 'UTC' });
    await signInAsMember(page, member);
    await page.goto('/today');
    await loaded(page);
    const mine = page.getByTestId('today-member');
    await expect(mine.getByRole('heading', { name: 'Your day' })).toBeVisible();
    await expect(mine.getByTestId('today-step-first-week')).toContainText('Your first week · day 2 of 7');
    await expect(mine.getByTestId('today-streak')).toHaveText('1 day in a row');
    await mine.getByRole('link', { name: 'Your first week' }).click();
    await expect(page).toHaveURL('/paths/first-week');
    await page.goto('/today');
    await useLanguage(page, 'es');
    await expect(page.getByTestId('today-step-first-week')).toContainText('Tu primera semana · día 2 de 7');
    await auditPage(page, 'today-member', ['dark']);
  });

  test('the server sends the day already drawn, in the visitor language', async ({ page, baseURL }) => {
    const en = await apiDay(page, day(0), 'en');
    const html = await (await page.request.get('/today', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(`<title>Today: ${en.liturgical_day.celebration.name} · Camino</title>`);
    expect(html).toContain('id="camino-page-data"');
    const es = await apiDay(page, day(0), 'es');
    const spanish = await (
      await page.request.get(`/today?date=${day(0)}`, {
        headers: { Accept: 'text/html', Cookie: 'language=es' },
      })
    ).text();
    expect(spanish).toContain(`<title>Hoy: ${es.liturgical_day.celebration.name} · Camino</title>`);

    // On a phone, as a returning Spanish reader: the day is there before any script runs.
    await page.context().addCookies([{ name: 'language', value: 'es', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/today');
    await loaded(page);
    await expect(page.getByTestId('today-celebration')).toHaveText(es.liturgical_day.celebration.name);
    await auditPage(page, 'today');
  });
});
