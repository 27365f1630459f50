import type { Language } from '@camino/schemas/languages';
import type { OutgoingMail } from '../../mail/mailer';
import type { DigestContent } from './digest-content';

interface Copy {
  subject: (date: string) => string;
  greeting: (name: string) => string;
  gospel: string;
  readGospel: string;
  noGospel: string;
  paths: string;
  pathStep: (path: string, day: number, summary: string) => string;
  /** A step's chapters, named `volume-index`. */
  stepChapters: (chapters: string[]) => string;
  stepGospel: string;
  streak: (days: number) => string;
  today: string;
  why: string;
  unsubscribe: string;
  dateFormat: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (date) => `Your day with Camino — ${date}`,
    greeting: (name) => `Hello ${name},`,
    gospel: 'Gospel of the Day',
    readGospel: 'Read the Gospel',
    noGospel: 'The Gospel of the Day is not published yet.',
    paths: 'Your paths today',
    pathStep: (path, day, summary) => `${path}, day ${day}: ${summary}`,
    stepChapters: (chapters) =>
      chapters.length === 1 ? `chapter ${chapters[0]}` : `chapters ${chapters.join(', ')}`,
    stepGospel: "the day's Gospel",
    streak: (days) => (days === 1 ? 'Your streak: 1 day' : `Your streak: ${days} days`),
    today: 'Open Today in Camino',
    why: 'You receive this email because you turned on the Camino digest.',
    unsubscribe: 'Stop these emails',
    dateFormat: 'en-GB',
  },
  es: {
    subject: (date) => `Tu día con Camino — ${date}`,
    greeting: (name) => `Hola ${name}:`,
    gospel: 'Evangelio del día',
    readGospel: 'Leer el Evangelio',
    noGospel: 'El Evangelio del día aún no está publicado.',
    paths: 'Tus caminos hoy',
    pathStep: (path, day, summary) => `${path}, día ${day}: ${summary}`,
    stepChapters: (chapters) =>
      chapters.length === 1 ? `capítulo ${chapters[0]}` : `capítulos ${chapters.join(', ')}`,
    stepGospel: 'el Evangelio del día',
    streak: (days) => (days === 1 ? 'Tu racha: 1 día' : `Tu racha: ${days} días`),
    today: 'Abrir Hoy en Camino',
    why: 'Recibes este correo porque activaste el resumen de Camino.',
    unsubscribe: 'Dejar de recibir estos correos',
    dateFormat: 'es-ES',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The links a digest carries. */
export interface DigestLinks {
  gospel: string;
  today: string;
  /** The reader's page that turns the digest off and says so. */
  unsubscribePage: string;
  /** The API's one-click address (RFC 8058), for mail clients. */
  unsubscribeOneClick: string;
}

/** The links of a digest for `date`, under the site's public address. */
export function digestLinks(publicUrl: string, date: string, token: string, language: Language): DigestLinks {
  const encoded = encodeURIComponent(token);
  return {
    gospel: `${publicUrl}/evangelio?date=${date}`,
    today: `${publicUrl}/today`,
    unsubscribePage: `${publicUrl}/unsubscribe?token=${encoded}&lang=${language}`,
    unsubscribeOneClick: `${publicUrl}/api/reminders/unsubscribe?token=${encoded}`,
  };
}

/** The digest email: HTML and text parts in the member's language, with the unsubscribe headers. */
export function digestEmail(
  content: DigestContent,
  to: { email: string; firstName: string },
  links: DigestLinks,
): OutgoingMail {
  const copy = COPY[content.language];
  const date = new Date(`${content.date}T12:00:00Z`).toLocaleDateString(copy.dateFormat, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const gospelLine = content.gospel
    ? [content.gospel.reference, content.gospel.heading].filter(Boolean).join(' — ')
    : copy.noGospel;
  const steps = content.pathSteps.map((s) => copy.pathStep(s.path, s.day, s.summary));
  const streak = content.streak ? copy.streak(content.streak.days) : null;

  const text = [
    copy.greeting(to.firstName),
    '',
    `${copy.gospel}: ${gospelLine}`,
    ...(content.gospel ? [`${copy.readGospel}: ${links.gospel}`] : []),
    ...(steps.length > 0 ? ['', `${copy.paths}:`, ...steps.map((s) => `- ${s}`)] : []),
    ...(streak ? ['', streak] : []),
    '',
    `${copy.today}: ${links.today}`,
    '',
    '--',
    copy.why,
    `${copy.unsubscribe}: ${links.unsubscribePage}`,
    '',
  ].join('\n');

  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html>',
    `<html lang="${content.language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(copy.greeting(to.firstName))}</p>`,
    `<h2>${escapeHtml(copy.gospel)}</h2>`,
    `<p>${escapeHtml(gospelLine)}</p>`,
    ...(content.gospel ? [`<p>${link(links.gospel, copy.readGospel)}</p>`] : []),
    ...(steps.length > 0
      ? [
          `<h2>${escapeHtml(copy.paths)}</h2>`,
          `<ul>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
        ]
      : []),
    ...(streak ? [`<p>${escapeHtml(streak)}</p>`] : []),
    `<p>${link(links.today, copy.today)}</p>`,
    `<hr><p style="font-size: 0.85em; color: #555">${escapeHtml(copy.why)} ${link(links.unsubscribePage, copy.unsubscribe)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: to.email,
    subject: copy.subject(date),
    text,
    html,
    link: links.today,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What a path step asks, in the member's language: its prompt, else its chapters and Gospel. */
export function stepSummary(
  step: { chapters: Array<{ volume: number; index: number }>; gospel: boolean; prompt: string | null },
  language: Language,
): string {
  if (step.prompt) return step.prompt;
  const copy = COPY[language];
  const parts =
    step.chapters.length > 0 ? [copy.stepChapters(step.chapters.map((c) => `${c.volume}-${c.index}`))] : [];
  if (step.gospel) parts.push(copy.stepGospel);
  return parts.join(' · ');
}
