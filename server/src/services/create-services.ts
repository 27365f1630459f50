import type { Mailer } from '../mail/mailer';
import { createAccountCache } from './account-cache';
import { createAccountsService } from './accounts-service';
import { createAdminUsersService } from './admin-users-service';
import { createAuditService } from './audit-service';
import { createChapterUploadService } from './chapter-upload-service';
import { createChaptersService } from './chapters-service';
import { createContentPublishing } from './content-publishing';
import { createContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import { createGospelService } from './gospel-service';
import { createMemberDataCache } from './member-data-cache';
import { createMemberDataService } from './member-data-service';
import { createReadingProgressService } from './reading-progress-service';
import { digestProviders } from './reminders/digest-providers';
import { createRemindersService } from './reminders/reminders-service';
import { createScriptureService } from './scripture/scripture-service';
import { createSearchService } from './search/search-service';
import { createSettingsService } from './settings-service';
import { createSharedGenerations } from './shared-generations';
import { createTemaUploadService } from './tema-upload-service';
import { createThemesService } from './themes-service';
import { createLimits } from './limits';
import { createKindRegistry } from './publishing/kinds';
import { createPublishingService } from './publishing/publishing-service';
import { createRevisionsService } from './publishing/revisions-service';
import { createLiturgicalCalendar } from './today/liturgical-day';
import { createMemberToday } from './today/member-today';
import { createTodayService } from './today/today-service';
import { createTokensService } from './tokens-service';
import { createTranslationsService } from './translations/translations-service';
import { createUsersService } from './users-service';
import { createVolumesService } from './volumes-service';
import { createAdminPathsService } from './reading-paths/admin-paths-service';
import { createReadingPathsService } from './reading-paths/reading-paths-service';
import { createStreakService } from './streak/streak-service';

/** Wires every service to one database, configuration, clock and mailer. */
export function createServices(deps: ServiceDeps, mailer: Mailer) {
  // Every admin write to public content raises this generation (in-process caches watch it).
  const contentVersion = createContentVersion(deps.db);
  // Changes of accounts and of members' own data raise these (the per-server caches below watch them).
  const generations = createSharedGenerations({
    db: deps.db,
    checkIntervalMs: deps.config.cacheCheckMs,
    now: deps.monotonicNow,
  });
  const volumes = createVolumesService(deps, contentVersion);
  const adminUsers = createAdminUsersService(deps, generations);
  const users = createUsersService(deps, generations, adminUsers.forgetStatistics);
  const readingProgress = createReadingProgressService(deps, generations);
  const settings = createSettingsService(deps, contentVersion);
  const tokens = createTokensService(deps);
  const chapters = createChaptersService(deps, contentVersion);
  const themes = createThemesService(deps, contentVersion);
  const scripture = createScriptureService(deps, contentVersion);
  // Dry runs and revisions of admin content changes.
  const publishing = createPublishingService(deps, contentVersion, createKindRegistry(deps));
  const chapterUploads = createChapterUploadService(chapters);
  const temaUploads = createTemaUploadService();
  const audit = createAuditService(deps);
  const gospel = createGospelService(deps, contentVersion);
  const streak = createStreakService(deps);
  const readingPaths = createReadingPathsService(deps, streak);
  return {
    contentVersion,
    generations,
    users,
    accountCache: createAccountCache(users, generations),
    memberDataCache: createMemberDataCache(generations, async (userId, volume) => {
      const [watched, lastChapter] = await Promise.all([
        volumes.watchedIn(volume, userId),
        readingProgress.lastChapterKey(userId, volume),
      ]);
      return { watched, lastChapter };
    }),
    tokens,
    accounts: createAccountsService(deps, { users, tokens, settings, mailer, generations }),
    limits: createLimits(deps),
    audit,
    settings,
    volumes,
    chapters,
    chapterUploads,
    memberData: createMemberDataService(deps, generations, adminUsers.forgetStatistics),
    readingProgress,
    themes,
    temaUploads,
    // The volume and theme uploads and deletes, with dry run and revisions.
    contentPublishing: createContentPublishing({
      publishing,
      volumes,
      chapters,
      chapterUploads,
      themes,
      temaUploads,
    }),
    gospel,
    // The liturgical day, the day's Gospel and a member's own day (member-today.ts is the seam).
    today: createTodayService({
      settings,
      gospel,
      scripture,
      calendar: createLiturgicalCalendar(),
      memberToday: createMemberToday(readingPaths, streak),
    }),
    // Web push and the digest email, with the member's path steps and streak.
    reminders: createRemindersService(deps, mailer, {
      gospelByDate: gospel.getByDate,
      providers: digestProviders(readingPaths, streak),
    }),
    // One search over the content (its index follows contentVersion) and each member's own notes;
    // a query that is a Bible reference also gets the chapters teaching that passage.
    search: createSearchService(deps, contentVersion, scripture.chaptersFor),
    scripture,
    adminUsers,
    publishing,
    revisions: createRevisionsService(deps, publishing),
    translations: createTranslationsService(deps, publishing, audit),
    // Reading paths members follow, their admin publishing, and the streak.
    streak,
    readingPaths,
    adminPaths: createAdminPathsService(deps, publishing),
  };
}

export type Services = ReturnType<typeof createServices>;
