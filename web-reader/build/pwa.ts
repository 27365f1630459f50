import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { withoutAdminScripts } from './precache-scope.ts';
import { webManifests } from './web-manifests.ts';

/**
 * The installable, offline-capable reader: the service worker (src/service-worker/, compiled by
 * vite-plugin-pwa with the build's precache list injected) and the manifests in both languages.
 * The page registers the worker itself, lazily (src/app/pwa/register-service-worker.ts), so
 * the plugin injects no script (the CSP allows no inline one) and links no manifest.
 */
export function pwa(outDir: string): PluginOption[] {
  return [
    webManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell the worker answers offline, everything it loads, and the installed app's
        // icons; not the pre-compressed copies (the worker fetches with Accept-Encoding), the
        // push worker (it has its own scope), nor the build's reports.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,webmanifest}'],
        globIgnores: ['push-sw.js', '.vite/**'],
        manifestTransforms: [withoutAdminScripts(outDir)],
      },
    }),
  ];
}
