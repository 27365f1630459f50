import { aboutSchema, validateAbout } from '@camino/schemas/about';
import { buttonConfigSchema, validateButtonConfig } from '@camino/schemas/button-config';
import { emailRequestSchema, validateEmailRequest } from '@camino/schemas/email-request';
import { gospelDeleteBodySchema, validateGospelDeleteBody } from '@camino/schemas/gospel-delete-body';
import { imageConfigSchema, validateImageConfig } from '@camino/schemas/image-config';
import { lastChapterSchema, validateLastChapter } from '@camino/schemas/last-chapter';
import {
  liturgicalCalendarConfigSchema,
  validateLiturgicalCalendarConfig,
} from '@camino/schemas/liturgical-calendar-config';
import { loginSchema, validateLogin } from '@camino/schemas/login';
import { newsConfigBodySchema, validateNewsConfigBody } from '@camino/schemas/news-config-body';
import { noteSchema, validateNote } from '@camino/schemas/note';
import { pushSubscriptionSchema, validatePushSubscription } from '@camino/schemas/push-subscription';
import { pathSchema, validatePath } from '@camino/schemas/path';
import { pathActionSchema, validatePathAction } from '@camino/schemas/path-action';
import { pathDayMarkSchema, validatePathDayMark } from '@camino/schemas/path-day-mark';
import { streakPreferencesSchema, validateStreakPreferences } from '@camino/schemas/streak-preferences';
import { registrationSchema, validateRegistration } from '@camino/schemas/registration';
import { reminderPreferencesSchema, validateReminderPreferences } from '@camino/schemas/reminder-preferences';
import { resetPasswordSchema, validateResetPassword } from '@camino/schemas/reset-password';
import { temaVisibilitySchema, validateTemaVisibility } from '@camino/schemas/tema-visibility';
import { translationBodySchema, validateTranslationBody } from '@camino/schemas/translation-body';
import { translationRefSchema, validateTranslationRef } from '@camino/schemas/translation-ref';
import { userRoleSchema, validateUserRole } from '@camino/schemas/user-role';
import type { Validator } from '@camino/schemas/validator';
import { validateVerifyEmail, verifyEmailSchema } from '@camino/schemas/verify-email';
import { validateWatch, watchSchema } from '@camino/schemas/watch';

/**
 * The precompiled validator of each request body the route table names by `$id` (the table holds
 * only the id, so that a page importing it loads no validator). mount-api.ts refuses to start
 * when a row's body has none here.
 */
export const BODY_VALIDATORS: ReadonlyMap<string, Validator<unknown>> = new Map<string, Validator<unknown>>([
  [aboutSchema.$id, validateAbout],
  [buttonConfigSchema.$id, validateButtonConfig],
  [emailRequestSchema.$id, validateEmailRequest],
  [gospelDeleteBodySchema.$id, validateGospelDeleteBody],
  [imageConfigSchema.$id, validateImageConfig],
  [lastChapterSchema.$id, validateLastChapter],
  [liturgicalCalendarConfigSchema.$id, validateLiturgicalCalendarConfig],
  [loginSchema.$id, validateLogin],
  [newsConfigBodySchema.$id, validateNewsConfigBody],
  [noteSchema.$id, validateNote],
  [pushSubscriptionSchema.$id, validatePushSubscription],
  [pathSchema.$id, validatePath],
  [pathActionSchema.$id, validatePathAction],
  [pathDayMarkSchema.$id, validatePathDayMark],
  [streakPreferencesSchema.$id, validateStreakPreferences],
  [registrationSchema.$id, validateRegistration],
  [reminderPreferencesSchema.$id, validateReminderPreferences],
  [resetPasswordSchema.$id, validateResetPassword],
  [temaVisibilitySchema.$id, validateTemaVisibility],
  [translationBodySchema.$id, validateTranslationBody],
  [translationRefSchema.$id, validateTranslationRef],
  [userRoleSchema.$id, validateUserRole],
  [verifyEmailSchema.$id, validateVerifyEmail],
  [watchSchema.$id, validateWatch],
]);
