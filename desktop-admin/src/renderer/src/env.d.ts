/// <reference types="vite/client" />
import type { DesktopApi } from '../../preload';

declare global {
  interface Window {
    /** The preload's bridge to main (src/preload/index.ts); the only way out of the renderer. */
    api: DesktopApi;
  }
}
