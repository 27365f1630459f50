import type { Mailer } from '../mail/mailer';
import { createAccountsService } from './accounts-service';
import { createAdminUsersService } from './admin-users-service';
import { createAuditService } from './audit-service';
import { createChapterUploadService } from './chapter-upload-service';
import { createChaptersService } from './chapters-service';
import type { ServiceDeps } from './deps';
import { createGospelService } from './gospel-service';
import { createMemberDataService } from './member-data-service';
import { createReadingProgressService } from './reading-progress-service';
import { createSettingsService } from './settings-service';
import { createTemaUploadService } from './tema-upload-service';
import { createThemesService } from './themes-service';
import { createThrottleService } from './throttle-service';
import { createTokensService } from './tokens-service';
import { createUsersService } from './users-service';
import { createVolumesService } from './volumes-service';

/** Wires every service to one database, configuration, clock and mailer. */
export function createServices(deps: ServiceDeps, mailer: Mailer) {
  const volumes = createVolumesService(deps);
  const users = createUsersService(deps);
  const settings = createSettingsService(deps);
  const tokens = createTokensService(deps);
  const chapters = createChaptersService(deps);
  const themes = createThemesService(deps);
  return {
    users,
    tokens,
    accounts: createAccountsService(deps, { users, tokens, settings, mailer }),
    throttle: createThrottleService(deps),
    audit: createAuditService(deps),
    settings,
    volumes,
    chapters,
    chapterUploads: createChapterUploadService(chapters),
    memberData: createMemberDataService(deps, volumes),
    readingProgress: createReadingProgressService(deps),
    themes,
    temaUploads: createTemaUploadService(themes),
    gospel: createGospelService(deps),
    adminUsers: createAdminUsersService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
