import type { Router } from 'express';
import { adminEmailValidationHandlers } from './accounts/admin-router';
import { accountsHandlers } from './accounts/router';
import { adminContentHandlers } from './admin-content/router';
import { adminAboutHandlers } from './admin-site/about-router';
import { adminAuditHandlers } from './admin-site/audit-router';
import { adminGospelHandlers } from './admin-site/gospel-router';
import { adminSettingsHandlers } from './admin-site/settings-router';
import { adminUsersHandlers } from './admin-site/users-router';
import type { ApiHandlers } from './api-handler';
import { authHandlers } from './auth/router';
import { chaptersHandlers } from './chapters/router';
import { gospelHandlers } from './gospel/router';
import { healthHandlers } from './health/router';
import { assertEveryRouteHandled, combineHandlers, mountRoutes } from './mount-routes';
import { notesHandlers } from './notes/router';
import { readingPathsHandlers } from './reading-paths/router';
import { readingProgressHandlers } from './reading-progress/router';
import { remindersHandlers } from './reminders/router';
import { revisionsHandlers } from './revisions/router';
import type { RouterDeps } from './router-deps';
import { scriptureHandlers } from './scripture/router';
import { searchHandlers } from './search/router';
import { siteSettingsHandlers } from './site-settings/router';
import { streakHandlers } from './streak/router';
import { temasHandlers } from './temas/router';
import { adminTodayHandlers } from './today/admin-router';
import { todayHandlers } from './today/router';
import { translationsHandlers } from './translations/router';
import { volumesHandlers } from './volumes/router';
import { watchHandlers } from './watch/router';

export interface ApiRouters {
  /**
   * The read-mostly content routes, mounted by the fast path before any body parsing or
   * compression (their cached answers carry their own gzip/brotli copies); it answers their GETs
   * without the router walk (http/direct-routes.ts).
   */
  content: Router;
  /** Every other route, mounted behind the API's body parser, compression and no-store default. */
  api: Router;
}

/** The routers of every route of the table (schemas/src/api/routes.ts), each with its handler. */
export function mountApi(deps: RouterDeps): ApiRouters {
  const content = combineHandlers(
    volumesHandlers(deps),
    chaptersHandlers(deps),
    gospelHandlers(deps),
    siteSettingsHandlers(deps),
  );
  const api = combineHandlers(
    healthHandlers(deps),
    authHandlers(deps),
    accountsHandlers(deps),
    adminEmailValidationHandlers(deps),
    readingProgressHandlers(deps),
    remindersHandlers(deps),
    temasHandlers(deps),
    watchHandlers(deps),
    notesHandlers(deps),
    searchHandlers(deps),
    adminUsersHandlers(deps),
    adminSettingsHandlers(deps),
    adminGospelHandlers(deps),
    adminAboutHandlers(deps),
    adminAuditHandlers(deps),
    revisionsHandlers(deps),
    adminContentHandlers(deps),
    translationsHandlers(deps),
    scriptureHandlers(deps),
    todayHandlers(deps),
    adminTodayHandlers(deps),
    readingPathsHandlers(deps),
    streakHandlers(deps),
  );
  // Compiles only while every route of the table has a handler, and none has two.
  const every: ApiHandlers = combineHandlers(content, api);
  assertEveryRouteHandled(every);
  return { content: mountRoutes(content, deps.access), api: mountRoutes(api, deps.access) };
}
