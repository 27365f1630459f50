// Proves a pre-rendered page's meta description is in the page's language, written into the
// reader's real index.html (the template the build copies), and escaped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageData } from '@camino/schemas/page-data';
import { SITE_DESCRIPTION } from '@camino/schemas/site-description';
import { describe, expect, it } from 'vitest';
import { pageHtml } from './html-page';

const here = path.dirname(fileURLToPath(import.meta.url));
const template = readFileSync(path.join(here, '../../../web-reader/index.html'), 'utf8');

const descriptionOf = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];

const render = (language: 'en' | 'es') =>
  pageHtml(template, {
    markup: '<main></main>',
    title: 'Camino',
    data: { language, today: '2026-11-24', api: {} } as unknown as PageData,
    files: { styles: '', scripts: [] },
  });

describe('the meta description of a pre-rendered page', () => {
  it('follows the page language', () => {
    expect(descriptionOf(template)).toBe(SITE_DESCRIPTION.en);
    expect(descriptionOf(render('es'))).toBe(SITE_DESCRIPTION.es);
    expect(descriptionOf(render('en'))).toBe(SITE_DESCRIPTION.en);
    expect(SITE_DESCRIPTION.es).not.toBe(SITE_DESCRIPTION.en);
    expect(render('es')).toContain('<html lang="es"');
  });
});
