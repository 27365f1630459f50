import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The link the message carries; logged in outbox mode so a developer can follow it. */
  link: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Real email through nodemailer: SMTP when `SMTP_URL` is set; otherwise (the embedded default)
 * each message is written to `DATA_DIR/outbox/` as an .eml file and its link is logged.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
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
      });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.logger.info({ file }, `email "${mail.subject}" written to the outbox; its link: ${mail.link}`);
    },
  };
}

/** For work that must never send mail (seeding the demo): sending is a programming error. */
export const noMail: Mailer = {
  send: () => Promise.reject(new Error('This operation does not send email')),
};
