import useSWR from 'swr';
import { apiGet, apiPost } from '../../../../lib/api-client';

/** The two home buttons an admin switches on and off (SPEC.md §3, button configs). */
export type HomeButton = 'evangelio' | 'topics';

export const adminButtonKey = (button: HomeButton) => `/admin/${button}-button-config`;
/** The public key the home page reads the same setting under. */
export const publicButtonKey = (button: HomeButton) => `/${button}-button-config`;

/** GET /admin/{button}-button-config: `{enabled, config: {enabled}}`. */
const getButton = async (path: string) => (await apiGet<{ enabled: boolean }>(path)).enabled;

export const useAdminButton = (button: HomeButton) => useSWR<boolean>(adminButtonKey(button), getButton);

/** POST /admin/{button}-button-config {enabled}. */
export const saveButton = (button: HomeButton, enabled: boolean) =>
  apiPost<{ enabled: boolean }>(adminButtonKey(button), { enabled });
