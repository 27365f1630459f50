import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

/** The two home buttons an admin switches on and off (SPEC.md §3, button configs). */
export type HomeButton = 'evangelio' | 'topics';

const ADMIN_ROUTES = {
  evangelio: { get: 'GET /admin/evangelio-button-config', post: 'POST /admin/evangelio-button-config' },
  topics: { get: 'GET /admin/topics-button-config', post: 'POST /admin/topics-button-config' },
} as const;
const PUBLIC_ROUTES = {
  evangelio: 'GET /evangelio-button-config',
  topics: 'GET /topics-button-config',
} as const;

export const adminButtonKey = (button: HomeButton) => apiPath(ADMIN_ROUTES[button].get, {});
/** The public key the home page reads the same setting under. */
export const publicButtonKey = (button: HomeButton) => apiPath(PUBLIC_ROUTES[button], {});

/** GET /admin/{button}-button-config: `{enabled, config: {enabled}}`. */
export const useAdminButton = (button: HomeButton) =>
  useSWR(adminButtonKey(button), async () => (await apiCall(ADMIN_ROUTES[button].get)).enabled);

/** POST /admin/{button}-button-config {enabled}; with `dryRun` only says what would change. */
export const saveButton = (button: HomeButton, enabled: boolean, dryRun = false) =>
  apiCall(ADMIN_ROUTES[button].post, { body: { enabled }, ...(dryRun ? { query: { dry_run: '1' } } : {}) });
