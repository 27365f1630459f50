import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The link the message carries; logged in outbox mode (outside production) so a developer can follow it. */
  link: string;
  /** More headers (a digest's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Real email through nodemailer: SMTP when `SMTP_URL` is set; otherwise (the embedded default)
 * each message is written to `DATA_DIR/outbox/` as an .eml file and its link is logged. With
 * NODE_ENV=production the link is never logged: reset and verification links are credentials,
 * and logs travel further than the data folder (collectors, support tickets); only the file's
 * place is.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  nodeEnv?: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      if (options.nodeEnv === 'production') {
        options.logger.warn({ file }, `email "${mail.subject}" written to the outbox (SMTP_URL is not set)`);
      } else {
        options.logger.info(
          { file },
          `email "${mail.subject}" written to the outbox; its link: ${mail.link}`,
        );
      }
    },
  };
}

/** The start-up warning for production without SMTP_URL (main.ts prints it once), or null. */
export function outboxWarning(config: { smtpUrl?: string; nodeEnv: string; dataDir: string }): string | null {
  if (config.smtpUrl || config.nodeEnv !== 'production') return null;
  return (
    `WARNING: SMTP_URL is not set, so verification and password-reset emails are not sent: they are ` +
    `written to ${path.join(config.dataDir, 'outbox')} on this server only. Set SMTP_URL to send them.`
  );
}

/** For work that must never send mail (seeding the demo): sending is a programming error. */
export const noMail: Mailer = {
  send: () => Promise.reject(new Error('This operation does not send email')),
};
