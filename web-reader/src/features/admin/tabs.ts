import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The panel's tabs in SPEC.md §2 order; each is its own URL, /admin/<id>, and its own chunk. */
export const ADMIN_TABS = [
  'playlists',
  'main-files',
  'imagen',
  'evangelio',
  'users',
  'settings',
  'about',
  'paths',
  'translations',
  'history',
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number];

export const isAdminTab = (value: string | undefined): value is AdminTabId =>
  (ADMIN_TABS as readonly string[]).includes(value ?? '');

/** Catalog key of each tab's label. */
export const TAB_LABEL_KEYS: Record<AdminTabId, string> = {
  playlists: 'adminTabPlaylists',
  'main-files': 'adminTabMainFiles',
  imagen: 'adminTabImagen',
  evangelio: 'adminTabEvangelio',
  users: 'adminTabUsers',
  settings: 'adminTabSettings',
  about: 'adminTabAbout',
  paths: 'adminTabPaths',
  translations: 'adminTabTranslations',
  history: 'adminTabHistory',
};

export const TAB_COMPONENTS: Record<AdminTabId, LazyExoticComponent<ComponentType>> = {
  playlists: lazy(() => import('./playlists/playlists-tab')),
  'main-files': lazy(() => import('./main-files/main-files-tab')),
  imagen: lazy(() => import('./imagen/imagen-tab')),
  evangelio: lazy(() => import('./evangelio/evangelio-tab')),
  users: lazy(() => import('./users/users-tab')),
  settings: lazy(() => import('./settings/settings-tab')),
  about: lazy(() => import('./about/about-tab')),
  paths: lazy(() => import('./paths/paths-tab')),
  translations: lazy(() => import('./translations/translations-tab')),
  history: lazy(() => import('./history/history-tab')),
};
