import type { Language } from '@camino/schemas/languages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const COPY: Record<'verify' | 'reset', Record<Language, Copy>> = {
  verify: {
    en: {
      subject: 'Confirm your email for Camino',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for joining Camino. Please confirm your email address to start reading.',
      action: 'Confirm my email',
      expiry: 'This link is valid for 48 hours.',
      ignore: 'If you did not create an account, you can ignore this message.',
    },
    es: {
      subject: 'Confirma tu correo en Camino',
      greeting: (name) => `Hola ${name}:`,
      body: 'Gracias por unirte a Camino. Confirma tu dirección de correo para empezar a leer.',
      action: 'Confirmar mi correo',
      expiry: 'Este enlace es válido durante 48 horas.',
      ignore: 'Si no creaste una cuenta, puedes ignorar este mensaje.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your Camino password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your Camino account.',
      action: 'Choose a new password',
      expiry: 'This link is valid for 1 hour and can be used once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    es: {
      subject: 'Restablece tu contraseña de Camino',
      greeting: (name) => `Hola ${name}:`,
      body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Camino.',
      action: 'Elegir una contraseña nueva',
      expiry: 'Este enlace es válido durante 1 hora y solo puede usarse una vez.',
      ignore: 'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambia.',
    },
  },
};

/** Builds the plain-text and HTML versions of an account email. */
export function accountEmail(
  kind: 'verify' | 'reset',
  language: Language,
  params: { firstName: string; link: string },
): MailContent {
  const copy = COPY[kind][language];
  const name = params.firstName;
  const text = [
    copy.greeting(name),
    '',
    copy.body,
    '',
    `${copy.action}: ${params.link}`,
    '',
    copy.expiry,
    copy.ignore,
    '',
    '— Camino',
  ].join('\n');
  const link = escapeHtml(params.link);
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#2f6f4f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(copy.expiry)}<br>${escapeHtml(copy.ignore)}</p>
<p style="font-size:13px;color:#555">${link}</p>
<p>— Camino</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}
