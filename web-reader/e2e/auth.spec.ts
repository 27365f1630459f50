import { expect, test } from './support/test';
import { ADMIN, createMember, linkFromOutbox, setEmailValidation, uniqueEmail } from './support/api';
import { auditPage, useLanguage } from './support/audit';
import { openAccountMenu } from './support/header';

const relative = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.describe('registration with email validation on', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ request }) => setEmailValidation(request, true));
  test.afterAll(async ({ request }) => setEmailValidation(request, false));

  test('register → verification email → verify → log in → back to the redirect', async ({ page }) => {
    const email = uniqueEmail('verify');
    await page.goto('/register');
    await expect(page).toHaveTitle('Create an account · Camino');
    await page.getByLabel('First name').fill('Marta');
    await page.getByLabel('Last name').fill('Ruiz');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('marta-pass-1');
    await page.getByLabel('Confirm password').fill('marta-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`We sent a verification email to ${email}`)).toBeVisible();
    await auditPage(page, 'register-success');

    // Not verified yet: the login explains and offers a new link.
    await page.goto('/user-login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('marta-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please verify your email before logging in')).toBeVisible();
    const first = await linkFromOutbox(email, '/verify-email');
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await expect(page.getByText('a new link is on its way')).toBeVisible();

    // The new link retires the first one.
    const link = await linkFromOutbox(email, '/verify-email', { nth: 2 });
    expect(link).not.toBe(first);
    await page.goto(relative(first));
    await expect(page.getByRole('alert')).toHaveText('Error verifying email');
    await page.goto(relative(link));
    await expect(page.getByText('Your email is verified. You can sign in now.')).toBeVisible();
    await expect(page).toHaveTitle('Verify email · Camino');
    await auditPage(page, 'verify-email-success');

    const target = '/evangelio?date=2026-01-01';
    await page.goto(`/user-login?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('marta-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(target);
    await expect(page.getByTestId('user-name')).toHaveText('Marta Ruiz');
  });
});

test.describe('sign-in flows', () => {
  test('register with validation off signs in automatically', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Pablo');
    await page.getByLabel('Last name').fill('Gil');
    await page.getByLabel('Email').fill(uniqueEmail('auto'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pablo-pass-1');
    await page.getByLabel('Confirm password').fill('pablo-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('user-name')).toHaveText('Pablo Gil');
  });

  test('register shows every validation message and the duplicate error', async ({ page, request }) => {
    const existing = await createMember(request);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(5);
    await page.getByLabel('First name').fill('Eva');
    await page.getByLabel('Last name').fill('Sanz');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await auditPage(page, 'register-errors');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error registering user. Check that the email is not already in use.',
    );
  });

  test('user login: wrong password, then success back home', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/user-login');
    await expect(page).toHaveTitle('Sign in · Camino');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Admin login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await auditPage(page, 'user-login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await openAccountMenu(page);
    await expect(page.getByTestId('user-email')).toHaveText(member.email);
  });

  test('admin login: invalid credentials, then /admin; visitors are sent from /admin to /login', async ({
    page,
  }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fusers');
    await expect(page).toHaveTitle('Admin sign in · Camino');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await auditPage(page, 'admin-login');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByRole('heading', { name: 'Admin panel' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  test('forgot → test reset button → new password → log in with it', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/forgot-password');
    await auditPage(page, 'forgot-password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect(
      page.getByText('If the email exists in our system, you will receive a recovery link'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Open the reset page (test)' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);

    const save = page.getByRole('button', { name: 'Save new password' });
    await expect(save).toBeDisabled();
    await page.getByLabel('New password').fill('brand-new-1');
    await page.getByLabel('Confirm password').fill('brand-new-');
    await expect(save).toBeDisabled();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('brand-new-1');
    await expect(save).toBeEnabled();
    await auditPage(page, 'reset-password');
    await save.click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();

    // The emailed link was single-use too: the reset consumed the token.
    const emailed = await linkFromOutbox(member.email, '/reset-password');
    await page.goto(relative(emailed));
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired recovery token');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await page.goto('/user-login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
  });

  test('reset and verify pages without a token, and the resend dialog', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText('Recovery token not provided');
    await auditPage(page, 'reset-password-invalid');

    await page.goto('/verify-email');
    await expect(page.getByRole('alert')).toHaveText('No verification token provided');
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('Error verifying email');
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await auditPage(page, 'verify-email-resend');
    await dialog.getByLabel("Your account's email").fill(uniqueEmail('nobody'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('a new link is on its way')).toBeVisible();
  });

  test('sign-in pages in Spanish', async ({ page }) => {
    await page.goto('/user-login');
    await useLanguage(page, 'es');
    await expect(page).toHaveTitle('Iniciar sesión · Camino');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await auditPage(page, 'user-login');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(5);
    await auditPage(page, 'register-errors');
    await page.goto('/forgot-password');
    await auditPage(page, 'forgot-password');
  });
});
