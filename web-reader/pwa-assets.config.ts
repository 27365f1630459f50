import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The installed app's icons, drawn from the favicon by `npm run icons` and kept in public/ (the
 * build copies them as they are, so building needs no image tools). The maskable and Apple icons
 * sit on the favicon's own indigo, so a launcher's mask never shows a white ring around the tile.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#364fc7' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#364fc7' } },
  },
  images: ['public/favicon.svg'],
});
