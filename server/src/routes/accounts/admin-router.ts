import type { ButtonConfig } from '@camino/schemas/button-config';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import type { RouterDeps } from '../router-deps';
import { publishSetting } from '../admin-site/publish-setting';
import { isDryRun } from '../../services/publishing/dry-run';

/** What turning email validation on or off did (off verifies the accounts that were waiting). */
function validationMessage(enabled: boolean, verified: number) {
  if (enabled) return message('email_validation_on');
  return verified
    ? message('email_validation_off_verified', { count: verified })
    : message('email_validation_off');
}

/** The admin's email-validation switch. */
export function adminEmailValidationHandlers({ services }: RouterDeps) {
  const getStatus: ApiHandler<'GET /admin/email-validation-status'> = async (_req, res) => {
    const { enabled } = await services.settings.get('email_validation');
    res.json({ email_validation_enabled: enabled });
  };

  const toggle: ApiHandler<'POST /admin/toggle-email-validation'> = async (req, res) => {
    const { enabled } = req.body as ButtonConfig;
    // Switched off, every waiting account is verified: a dry run says how many, changing nothing.
    const { result: verified, published } = await publishSetting(
      services,
      { actor: req.auth!, dryRun: isDryRun(res.locals.query) },
      {
        key: 'email_validation',
        value: { enabled },
        action: 'settings.email_validation',
        target: 'email validation',
        details: (count: number) => ({ enabled, users_verified: count }),
      },
      (trx) => services.accounts.verifyWaiting(trx, enabled),
    );
    res.json({
      ...published,
      email_validation_enabled: enabled,
      users_verified: verified,
      message: answerText(req, validationMessage(enabled, verified)),
    });
  };

  return {
    'GET /admin/email-validation-status': getStatus,
    'POST /admin/toggle-email-validation': toggle,
  } satisfies RouteHandlers;
}
