import type { BrowserContext, Page } from '@playwright/test';

/** The privacy-enhanced YouTube embed and the Bible concordance (the server's default lookup). */
export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
export const BIBLE_LOOKUP_URL = 'https://www.biblegateway.com/passage/?version=RVR1960&search=';

const fakePage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="margin:0;padding:1rem;background:#1f2937;color:#f9fafb;font-family:sans-serif">` +
  `<main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/**
 * YouTube and the concordance are external borders (this machine has no internet): each answers
 * with a small page of its own naming what was asked, so tests can follow the frames' URLs.
 * Routed on the context, so tabs a test opens are covered too.
 */
export async function routeExternalBorders(target: Page | BrowserContext): Promise<void> {
  await target.route(`${YOUTUBE_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: fakePage('Fake YouTube player', new URL(route.request().url()).pathname),
    }),
  );
  await target.route(`${new URL(BIBLE_LOOKUP_URL).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: fakePage('Fake concordance', new URL(route.request().url()).searchParams.get('search') ?? ''),
    }),
  );
}
