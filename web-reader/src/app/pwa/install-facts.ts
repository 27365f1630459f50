import type { Language } from '@camino/schemas/languages';

/** Each language's web app manifest, written by the build (build/web-manifests.ts). */
export const MANIFEST_PATH: Record<Language, string> = {
  en: '/manifest.en.webmanifest',
  es: '/manifest.es.webmanifest',
};

/**
 * The installed app's colours: the icon's indigo for its title bar, and the page background of
 * each scheme (Mantine's body colours) for the browser's bars and the splash screen.
 */
export const THEME_COLORS = { brand: '#364fc7', light: '#ffffff', dark: '#242424' } as const;
