import type { ButtonConfig } from '@camino/schemas/button-config';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { publishSetting } from '../admin-site/publish-setting';

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
      req,
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
      message: enabled
        ? 'Email validation enabled: new members must verify their email'
        : `Email validation disabled${verified ? `: ${verified} waiting accounts were verified` : ''}`,
    });
  };

  return {
    'GET /admin/email-validation-status': getStatus,
    'POST /admin/toggle-email-validation': toggle,
  } satisfies RouteHandlers;
}
