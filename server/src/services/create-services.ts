import { createAuditService } from './audit-service';
import { createChaptersService } from './chapters-service';
import type { ServiceDeps } from './deps';
import { createGospelService } from './gospel-service';
import { createMemberDataService } from './member-data-service';
import { createSettingsService } from './settings-service';
import { createThemesService } from './themes-service';
import { createUsersService } from './users-service';
import { createVolumesService } from './volumes-service';

/** Wires every service to one database, configuration and clock. */
export function createServices(deps: ServiceDeps) {
  const volumes = createVolumesService(deps);
  return {
    users: createUsersService(deps),
    audit: createAuditService(deps),
    settings: createSettingsService(deps),
    volumes,
    chapters: createChaptersService(deps),
    memberData: createMemberDataService(deps, volumes),
    themes: createThemesService(deps),
    gospel: createGospelService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
