// My Camino (/me): a member chooses reminders by push and digest email (all off until chosen),
// enables push on this browser (permission granted, the push worker registered, the subscription
// sent) and removes the device; the digest's unsubscribe link works without signing in and says
// so in the member's language. Pictures in English and Spanish, light and dark, desktop and phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { auditPage, useLanguage } from './support/audit';
import { createMember, signInAsMember, type Member } from './support/api';
import { openAccountMenu } from './support/header';
import { worldDir } from './support/world';

const expect = baseExpect.configure({ timeout: 20_000 });

// The push worker registers for real (the suite's default blocks service workers).
test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

/**
 * The browser vendor's push service is an external border this machine cannot reach: subscribe()
 * answers a subscription as Chrome would (an https endpoint and the device's keys). Everything
 * else is real: the permission, the push worker's registration, the site's key, the server.
 */
async function stubPushService(page: Page) {
  await page.addInitScript(() => {
    const b64 = (length: number, first = 'B') =>
      first +
      'x'
        .repeat(length - 1)
        .replace(
          /x/g,
          () =>
            'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[
              Math.floor(Math.random() * 64)
            ]!,
        );
    const fake = {
      endpoint: `https://push.example.test/send/${Math.random().toString(36).slice(2)}`,
      expirationTime: null,
      keys: { p256dh: b64(87), auth: b64(22, 'A') },
    };
    const seen: { key?: ArrayBuffer | null } = {};
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      seen.key = (options?.applicationServerKey as Uint8Array | undefined)?.buffer as ArrayBuffer;
      (window as unknown as { __pushKeyLength: number }).__pushKeyLength = seen.key?.byteLength ?? 0;
      return { ...fake, toJSON: () => fake } as unknown as PushSubscription;
    };
  });
}

const api = async (request: APIRequestContext, member: Member, route: string) => {
  const res = await request.get(route, { headers: { Authorization: `Bearer ${member.token}` } });
  expect(res.status()).toBe(200);
  return res.json();
};

test('a member sets reminders, enables push on this device and removes it', async ({ page, request }) => {
  // Two audits in two schemes on a machine other suites share.
  test.setTimeout(300_000);
  const member = await createMember(request, 'Inés');
  await signInAsMember(page, member);
  await stubPushService(page);
  await page.goto('/');
  await (await openAccountMenu(page)).getByTestId('me-link').click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { name: 'My Camino', level: 1 })).toBeVisible();

  // Everything starts off.
  await expect(page.getByTestId('me-push-enabled')).not.toBeChecked();
  await expect(page.getByTestId('me-email-enabled')).not.toBeChecked();
  await expect(page.getByTestId('me-devices-empty')).toBeVisible();

  await page.getByTestId('me-push-enabled').check();
  await page.getByTestId('me-push-time').fill('07:00');
  await page.getByTestId('me-push-days').getByText('Sat', { exact: true }).click();
  await expect(
    page.getByTestId('me-push-days').getByRole('checkbox', { name: 'Saturday' }),
  ).not.toBeChecked();
  await page.getByTestId('me-email-enabled').check();
  await page.getByTestId('me-email-frequency').getByText('Weekly').click();
  await page.getByTestId('me-quiet').check();
  await page.getByTestId('me-save').click();
  await expect(page.getByTestId('me-status')).toHaveText('Reminders saved');

  const stored = await api(request, member, '/api/reminders');
  expect(stored).toMatchObject({
    saved: true,
    time_zone: 'UTC',
    language: 'en',
    quiet_hours: { start: '22:00', end: '07:00' },
    push: { enabled: true, time: '07:00', days: [1, 2, 3, 4, 5, 7] },
    email: { enabled: true, frequency: 'weekly', weekly_day: 7 },
  });
  await page.reload();
  await expect(page.getByTestId('me-push-enabled')).toBeChecked();
  await expect(page.getByTestId('me-push-time')).toHaveValue('07:00');

  // Push on this browser: permission, the push worker, the site's key, the server.
  await page.getByTestId('me-push-this-device').click();
  await expect(page.getByTestId('me-push-notice')).toHaveText('This device will receive your reminders.');
  await expect(page.getByTestId('me-device')).toHaveCount(1);
  await expect(page.getByTestId('me-device')).toContainText('Chrome on Linux');
  expect(await page.evaluate(() => (window as unknown as { __pushKeyLength: number }).__pushKeyLength)).toBe(
    65,
  );
  const worker = await page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    return registrations.map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '');
  });
  expect(worker.some((url) => url.endsWith('/push-sw.js'))).toBe(true);
  expect((await api(request, member, '/api/push/subscriptions')).devices).toHaveLength(1);

  await auditPage(page, 'me');
  await useLanguage(page, 'es');
  await expect(page.getByRole('heading', { name: 'Mi Camino', level: 1 })).toBeVisible();
  await expect(page.getByTestId('me-push-notice')).toHaveText('Este dispositivo recibirá tus recordatorios.');
  await expect(page.getByTestId('me-push-days').getByRole('checkbox', { name: 'lunes' })).toBeChecked();
  await auditPage(page, 'me');

  await page.getByRole('button', { name: 'Quitar Chrome on Linux' }).click();
  await expect(page.getByTestId('me-devices-empty')).toHaveText(
    'Todavía ningún dispositivo recibe notificaciones.',
  );
  expect((await api(request, member, '/api/push/subscriptions')).devices).toEqual([]);
});

test('My Camino on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createMember(request, 'Inés');
  await signInAsMember(page, member);
  await page.goto('/me');
  await page.getByTestId('me-push-enabled').check();
  await page.getByTestId('me-email-enabled').check();
  await expect(page.getByTestId('me-email-days')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await auditPage(page, 'me');
  await useLanguage(page, 'es');
  await auditPage(page, 'me');
});

test('the digest’s unsubscribe link works without signing in, in the member’s language', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Inés');
  const every = [1, 2, 3, 4, 5, 6, 7];
  const saved = await request.put('/api/reminders', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      time_zone: 'Europe/Madrid',
      language: 'es',
      quiet_hours: null,
      push: { enabled: false, time: '07:00', days: every },
      email: { enabled: true, time: '07:00', days: every, frequency: 'daily', weekly_day: 7 },
    },
  });
  expect(saved.status()).toBe(200);
  // The link as the digest carries it: signed with the server's secret (kept in its data folder).
  const secret = readFileSync(path.join(worldDir(), 'jwt-secret'), 'utf8').trim();
  const token = jwt.sign({ ch: 'email' }, secret, {
    algorithm: 'HS256',
    audience: 'camino-unsubscribe',
    subject: String(member.userInfo.id),
  });

  // A cut link is refused, clearly, and changes nothing.
  await page.goto(`/unsubscribe?token=${token.slice(0, -4)}&lang=es`);
  await expect(page.getByTestId('unsubscribe-failed')).toContainText(
    'Este enlace para darse de baja no es válido',
  );
  expect(
    (
      await (
        await request.get('/api/reminders', { headers: { Authorization: `Bearer ${member.token}` } })
      ).json()
    ).email.enabled,
  ).toBe(true);

  await page.goto(`/unsubscribe?token=${token}&lang=es`);
  await expect(page.getByTestId('unsubscribe-done')).toHaveText(
    'Hecho: ya no recibirás el correo de resumen de Camino.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const after = await (
    await request.get('/api/reminders', { headers: { Authorization: `Bearer ${member.token}` } })
  ).json();
  expect(after.email.enabled).toBe(false);
  await auditPage(page, 'unsubscribe');
});
