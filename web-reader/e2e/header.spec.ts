// The site header: one row at every width for visitors and members in both languages (a member's
// phone header took three), and what a narrow screen leaves out is in the site menu, by keyboard.
import { createMember, signInAsMember } from './support/api';
import { expectNoSeriousA11yViolations, useLanguage } from './support/audit';
import { openAccountMenu, openSiteMenu } from './support/header';
import { expect, test } from './support/test';

/** The header's own height with one row of controls (4rem and its border), whatever it holds. */
const ONE_ROW = 66;

test('one row at every width, for a visitor and a member, in English and Spanish', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await createMember(request, 'Maximiliana');
  for (const signedIn of [false, true]) {
    if (signedIn) await signInAsMember(page, member);
    for (const width of [320, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/evangelio');
      await expect(
        page
          .getByTestId(signedIn ? 'account-menu' : 'site-menu')
          .or(page.getByRole('link', { name: /Sign in|Iniciar sesión/ }))
          .first(),
      ).toBeVisible();
      for (const language of ['en', 'es'] as const) {
        await useLanguage(page, language);
        const header = (await page.locator('header').first().boundingBox())!;
        expect(
          header.height,
          `${signedIn ? 'member' : 'visitor'} at ${width} px (${language})`,
        ).toBeLessThanOrEqual(ONE_ROW);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, `no horizontal scroll at ${width} px`).toBe(false);
      }
      await useLanguage(page, 'en');
    }
  }
  // The member's account: name and email, their notes, Log out; Esc gives focus back.
  const account = await openAccountMenu(page);
  await expect(account.getByTestId('user-email')).toHaveText(member.email);
  await expect(account.getByRole('menuitem', { name: 'My notes' })).toHaveAttribute('href', '/my-notes');
  await expectNoSeriousA11yViolations(page, 'account menu open');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-menu')).toBeFocused();
});

test('on a phone the site menu holds the sections, Register, language, scheme and About', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = await openSiteMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Today',
    'Gospel of the Day',
    'Themes',
    'Reading paths',
    'Register',
    'Español',
    'Switch to dark mode',
    'About',
  ]);
  await expectNoSeriousA11yViolations(page, 'site menu open on a phone');
  // By keyboard: the first item has focus after Enter on the button; Enter follows it.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('site-menu')).toBeFocused();
  await page.keyboard.press('Enter');
  // The menu loads and opens with its first item focused; arrows go on from there.
  await expect(page.getByRole('menuitem', { name: 'Today' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Gospel of the Day' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Themes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/temas');
  // The language item switches the page and the menu's own words.
  await (await openSiteMenu(page)).getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect((await openSiteMenu(page)).getByRole('menuitem')).toHaveText([
    'Hoy',
    'Evangelio del día',
    'Temas',
    'Caminos de lectura',
    'Registrarse',
    'English',
    'Cambiar a modo oscuro',
    'Acerca de',
  ]);
});

test('on a wide screen the sections are links in the header, the current one marked', async ({ page }) => {
  await page.goto('/');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Themes' })).toHaveAttribute('href', '/temas');
  await sections.getByRole('link', { name: 'Gospel of the Day' }).click();
  await expect(page).toHaveURL('/evangelio');
  await expect(sections.getByRole('link', { name: 'Gospel of the Day' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sections.getByRole('link', { name: 'Themes' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('site-menu')).toBeHidden();
});
