import type { DesktopApi } from '../../../preload';

/** The preload's narrow bridge to main; typed from the preload itself so it cannot drift. */
export const api: DesktopApi = window.api;
