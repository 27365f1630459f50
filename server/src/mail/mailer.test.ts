// Proves the outbox mode (the embedded default) and the bilingual templates.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../test/smtp-sink';
import { createMailer, outboxWarning } from './mailer';
import { accountEmail } from './templates';

describe('outbox mailer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and logs its link', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ from: 'Camino <no-reply@camino.test>', dataDir: dir, logger });
    const link = 'http://localhost:3000/verify-email?token=abc';
    await mailer.send({
      to: 'ana@example.com',
      link,
      ...accountEmail('verify', 'en', { firstName: 'Ana', link }),
    });

    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = decodeQuotedPrintable(readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8'));
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Subject: Confirm your email for Camino');
    expect(eml).toContain(link);
    expect(lines.join('')).toContain(link);
  });
});

describe('outbox mailer in production', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-outbox-prod-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never logs the link (a credential); it logs where the message was written', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      from: 'Camino <no-reply@camino.test>',
      dataDir: dir,
      logger,
      nodeEnv: 'production',
    });
    const token = 'reset-token-0123456789abcdef';
    const link = `https://camino.example.org/reset-password?token=${token}`;
    await mailer.send({
      to: 'ana@example.com',
      link,
      ...accountEmail('reset', 'en', { firstName: 'Ana', link }),
    });

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('reset-password?');
    const [file] = readdirSync(path.join(dir, 'outbox'));
    expect(log).toContain(JSON.stringify(path.join(dir, 'outbox', file!)));
    expect(decodeQuotedPrintable(readFileSync(path.join(dir, 'outbox', file!), 'utf8'))).toContain(link);
  });
});

describe('outboxWarning', () => {
  it('warns once at start in production without SMTP_URL, naming the outbox', () => {
    expect(outboxWarning({ nodeEnv: 'production', dataDir: '/srv/camino', smtpUrl: undefined })).toMatch(
      /SMTP_URL is not set.*\/srv\/camino\/outbox/s,
    );
    expect(
      outboxWarning({ nodeEnv: 'production', dataDir: '/srv/camino', smtpUrl: 'smtp://mail:25' }),
    ).toBeNull();
    expect(outboxWarning({ nodeEnv: '', dataDir: '/srv/camino', smtpUrl: undefined })).toBeNull();
  });
});

describe('account email templates', () => {
  it('write both languages in plain text and HTML with the link', () => {
    const link = 'http://localhost:3000/reset-password?token=xyz';
    const es = accountEmail('reset', 'es', { firstName: 'Lucía', link });
    expect(es.subject).toBe('Restablece tu contraseña de Camino');
    expect(es.text).toContain('Hola Lucía:');
    expect(es.text).toContain(link);
    expect(es.html).toContain(`href="${link}"`);
    expect(es.html).toContain('lang="es"');
    const en = accountEmail('verify', 'en', { firstName: 'Ana', link });
    expect(en.text).toContain('valid for 48 hours');
  });

  it('escape names in HTML', () => {
    const mail = accountEmail('verify', 'en', {
      firstName: '<script>x</script>',
      link: 'http://l/?token=a&b',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('token=a&amp;b');
  });
});
