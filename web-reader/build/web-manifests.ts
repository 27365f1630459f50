import type { Plugin } from 'vite';
import type { Language } from '@camino/schemas/languages';
import { SITE_SECTIONS } from '../src/app/layout/site-sections.ts';
import { MANIFEST_PATH, THEME_COLORS } from '../src/app/pwa/install-facts.ts';
import en from '../src/locales/en.json' with { type: 'json' };
import es from '../src/locales/es.json' with { type: 'json' };

const CATALOGS: Record<Language, Record<string, string>> = { en, es };

/** The icons `npm run icons` draws from the favicon (pwa-assets.config.ts), as browsers ask for them. */
const ICONS = [
  { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
  { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
  { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
  { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
];

/**
 * The web app manifest in one language: the installed app's name, description and shortcuts (the
 * header's sections) in the reader's own words, opening on Today. One `id` for both languages, so
 * switching language never installs a second app.
 */
export function webManifest(lang: Language) {
  const t = CATALOGS[lang];
  return {
    id: '/',
    name: 'Camino',
    short_name: 'Camino',
    description: t.homeDescription,
    lang,
    dir: 'ltr',
    start_url: '/today',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.brand,
    icons: ICONS,
    shortcuts: SITE_SECTIONS.map((section) => ({
      name: t[section.label],
      url: section.to,
      icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
    })),
  };
}

/**
 * Writes one manifest per language (MANIFEST_PATH) into the build and links the default one from
 * the page (the app follows the visitor's language: src/app/pwa/follow-language.ts), with the
 * Apple icon and the browser bar's colour in each scheme.
 */
export function webManifests(): Plugin {
  return {
    name: 'camino-web-manifests',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH.en }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon-180x180.png' },
        injectTo: 'head',
      },
      ...(['light', 'dark'] as const).map((scheme) => ({
        tag: 'meta',
        attrs: {
          name: 'theme-color',
          media: `(prefers-color-scheme: ${scheme})`,
          content: THEME_COLORS[scheme],
        },
        injectTo: 'head' as const,
      })),
    ],
    generateBundle() {
      // The languages are MANIFEST_PATH's keys: vite.config's imports are bundled, a workspace's not.
      for (const lang of Object.keys(MANIFEST_PATH) as Language[]) {
        this.emitFile({
          type: 'asset',
          fileName: MANIFEST_PATH[lang].slice(1),
          source: `${JSON.stringify(webManifest(lang), null, 2)}\n`,
        });
      }
    },
  };
}
