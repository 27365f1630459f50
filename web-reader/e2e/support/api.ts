import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, worldDir } from './world';
import { SIGNED_IN_COOKIE } from '@camino/schemas/member-pages';

export { ADMIN };
/** The emails this worker's server wrote (no SMTP in the e2e worlds). */
const outbox = () => path.join(worldDir(), 'outbox');

export interface Member {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  token: string;
  userInfo: Record<string, unknown>;
}

let counter = 0;
/** A unique address for this run and worker. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.org`;

/** Undoes quoted-printable (soft line breaks and =XX bytes) as the outbox .eml files use it. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Waits for the `nth` outbox email (oldest first) sent to `email` with a link to `pathname` and
 * returns that link. The server mails after it has answered, so a test that asked for a second
 * email must wait for that one: the first is already there, and its token has been retired.
 */
export async function linkFromOutbox(
  email: string,
  pathname: '/verify-email' | '/reset-password',
  { nth = 1 }: { nth?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname}\\?token=[A-Za-z0-9_%.-]+`);
  let link = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox()).sort();
        } catch {
          return '';
        }
        const links: string[] = [];
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(path.join(outbox(), file), 'utf8'));
          if (!mail.includes(`To: ${email}`)) continue;
          const match = pattern.exec(mail);
          if (match) links.push(match[0]);
        }
        return (link = links[nth - 1] ?? '');
      },
      { message: `email number ${nth} with a ${pathname} link for ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

export async function setEmailValidation(request: APIRequestContext, enabled: boolean): Promise<void> {
  const token = await adminToken(request);
  const res = await request.post('/api/admin/toggle-email-validation', {
    data: { enabled },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

/**
 * Registers a member through the API and signs them in. Works whether email validation is on
 * (another test may have switched it) or off: when on, it follows the outbox link first.
 */
export async function createMember(request: APIRequestContext, firstName = 'Lucía'): Promise<Member> {
  const member = { firstName, lastName: 'Pérez', email: uniqueEmail('member'), password: 'member-pass-1' };
  const res = await request.post('/api/register', {
    data: {
      first_name: firstName,
      last_name: member.lastName,
      email: member.email,
      password: member.password,
    },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  if (body.email_verification_required) {
    const link = await linkFromOutbox(member.email, '/verify-email');
    const token = new URL(link).searchParams.get('token');
    expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  }
  const login = await request.post('/api/login', {
    data: { username: member.email, password: member.password },
  });
  expect(login.status()).toBe(200);
  const session = await login.json();
  return { ...member, token: session.access_token, userInfo: session.user_info };
}

/**
 * Starts the page signed in, as the reader stores a session (SPEC.md §3), with the "signed in"
 * hint cookie the reader keeps beside it (cookies ignore the port: every world is on 127.0.0.1).
 */
export async function signInAs(page: Page, session: { token: string; userType: string; userInfo: unknown }) {
  await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript((s) => {
    // Init scripts run in every frame; framed pages (the video, the concordance) are not ours.
    if (window.top !== window) return;
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('userType', s.userType);
    localStorage.setItem('userInfo', JSON.stringify(s.userInfo));
  }, session);
}

export async function signInAsMember(page: Page, member: Member) {
  await signInAs(page, { token: member.token, userType: 'user', userInfo: member.userInfo });
}

export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/login', { data: ADMIN });
  const session = await res.json();
  await signInAs(page, {
    token: session.access_token,
    userType: session.user_type,
    userInfo: session.user_info,
  });
}
