import { aboutSchema } from './about';
import { buttonConfigSchema } from './button-config';
import { chapterInfoSchema } from './chapter-info';
import { emailRequestSchema } from './email-request';
import { gospelDeleteBodySchema } from './gospel-delete-body';
import { gospelEntrySchema } from './gospel-entry';
import { gospelDayResponseSchema } from './scripture/gospel-day-response';
import { imageConfigSchema } from './image-config';
import { lastChapterSchema } from './last-chapter';
import { liturgicalCalendarConfigSchema } from './liturgical-calendar-config';
import { loginSchema } from './login';
import { mainChapterSchema } from './main-chapter';
import { newsConfigSchema } from './news-config';
import { newsConfigBodySchema } from './news-config-body';
import { noteSchema } from './note';
import { optionalChapterSchema } from './optional-chapter';
import { pushSubscriptionSchema } from './push-subscription';
import { pathSchema } from './path';
import { pathActionSchema } from './path-action';
import { pathDayMarkSchema } from './path-day-mark';
import { streakPreferencesSchema } from './streak-preferences';
import { registrationSchema } from './registration';
import { reminderPreferencesSchema } from './reminder-preferences';
import { resetPasswordSchema } from './reset-password';
import { temaSchema } from './tema';
import { temaVisibilitySchema } from './tema-visibility';
import { todayResponseSchema } from './api/today';
import { translationBodySchema } from './translation-body';
import { translationRefSchema } from './translation-ref';
import { userRoleSchema } from './user-role';
import { verifyEmailSchema } from './verify-email';
import { watchSchema } from './watch';

/**
 * The schemas the contract names by `$id` (schemaRef in api/): content files and request bodies.
 * The contract itself imports them by type only, to stay cheap for a page; a checker needs them.
 */
export const CONTRACT_REFERENCED_SCHEMAS = [
  aboutSchema,
  buttonConfigSchema,
  chapterInfoSchema,
  emailRequestSchema,
  gospelDeleteBodySchema,
  gospelEntrySchema,
  gospelDayResponseSchema,
  imageConfigSchema,
  lastChapterSchema,
  liturgicalCalendarConfigSchema,
  loginSchema,
  mainChapterSchema,
  newsConfigSchema,
  newsConfigBodySchema,
  noteSchema,
  optionalChapterSchema,
  pushSubscriptionSchema,
  pathSchema,
  pathActionSchema,
  pathDayMarkSchema,
  streakPreferencesSchema,
  registrationSchema,
  reminderPreferencesSchema,
  resetPasswordSchema,
  temaSchema,
  temaVisibilitySchema,
  todayResponseSchema,
  translationBodySchema,
  translationRefSchema,
  userRoleSchema,
  verifyEmailSchema,
  watchSchema,
];
