import type { RequestHandler } from 'express';
import type { EmailRequest } from '@camino/schemas/email-request';
import type { ResetPasswordBody } from '@camino/schemas/reset-password';
import type { VerifyEmailBody } from '@camino/schemas/verify-email';
import { AppError, message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { afterResponse } from '../../lib/after-response';
import { languageFromHeader } from '@camino/schemas/languages';
import type { MailFlow } from '../../services/limits/public-meters';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** Email verification and password recovery (SPEC.md §7, authentication and account). */
export function accountsHandlers({ config, services }: RouterDeps) {
  const { accounts, limits, users, tokens } = services;

  /** Refuses a client address that asks too often (429), whether or not the email exists. */
  const limitPerIp =
    (flow: MailFlow): RequestHandler =>
    async (req, _res, next) => {
      await limits.meters.mailRequest(flow, req.ip ?? '');
      next();
    };

  /**
   * Mail to one address is capped silently (an atomic count in the database): the answer stays
   * the same neutral one, so neither the cap nor the answer tells whether the address has an account.
   */
  const mayMail = (flow: MailFlow, email: string) => limits.meters.mayMail(flow, email);

  const forgotPassword: ApiHandler<'POST /forgot-password'> = async (req, res) => {
    const { email } = req.body as EmailRequest;
    const language = languageFromHeader(req.headers['accept-language']);
    if (config.exposeResetToken) {
      // Development only: hand the token back so the reader can offer its test reset button.
      const created = (await mayMail('reset', email)) ? await accounts.createResetToken(email) : null;
      if (created)
        afterResponse(req, 'reset email', () => accounts.sendReset(created.user, created.token, language));
      res.json({
        message: answerText(req, message('reset_requested')),
        ...(created ? { reset_token: created.token } : {}),
      });
      return;
    }
    res.json({ message: answerText(req, message('reset_requested')) });
    afterResponse(req, 'reset email', async () => {
      if (!(await mayMail('reset', email))) return;
      const created = await accounts.createResetToken(email);
      if (created) await accounts.sendReset(created.user, created.token, language);
    });
  };

  const validateResetToken: ApiHandler<'POST /validate-reset-token'> = async (req, res) => {
    if (!(await accounts.isResetTokenValid(res.locals.query.token)))
      throw new AppError(400, 'invalid_reset_token');
    res.json({ valid: true, message: answerText(req, message('reset_token_valid')) });
  };

  const resetPassword: ApiHandler<'POST /reset-password'> = async (req, res) => {
    const { token, new_password } = req.body as ResetPasswordBody;
    const userId = await tokens.peek(token, 'reset');
    if (!(await accounts.resetPassword(token, new_password))) throw new AppError(400, 'invalid_reset_token');
    // The owner proved the mailbox: the account-wide login back-off no longer applies.
    const user = userId == null ? undefined : await users.findById(userId);
    if (user) {
      const logins = [user.email, user.username].filter((name): name is string => Boolean(name));
      await limits.login.clearAccount(logins, req.ip ?? '');
    }
    res.json({ message: answerText(req, message('password_reset')) });
  };

  const verifyEmail: ApiHandler<'POST /verify-email'> = async (req, res) => {
    const { token } = req.body as VerifyEmailBody;
    if (!(await accounts.verifyEmail(token))) throw new AppError(400, 'invalid_verification_token');
    res.json({ message: answerText(req, message('email_verified')) });
  };

  const resendVerification: ApiHandler<'POST /resend-verification'> = async (req, res) => {
    const { email } = req.body as EmailRequest;
    const language = languageFromHeader(req.headers['accept-language']);
    res.json({ message: answerText(req, message('verification_resent')) });
    afterResponse(req, 'verification email', async () => {
      if (await mayMail('verify', email)) await accounts.resendVerification(email, language);
    });
  };

  /**
   * A missing token (in the body, or the query of a link) gets the spec's own sentence rather
   * than a generic schema message: it runs before the row's checks.
   */
  const requireToken =
    (
      code: 'token_not_provided' | 'verification_token_missing',
      from: 'body' | 'query' = 'body',
    ): RequestHandler =>
    (req, _res, next) => {
      const token = (req[from] as { token?: unknown } | undefined)?.token;
      if (token === undefined || token === '') throw new AppError(400, code);
      next();
    };

  return {
    'POST /forgot-password': { after: [limitPerIp('reset')], handle: forgotPassword },
    'POST /validate-reset-token': {
      before: [requireToken('token_not_provided', 'query')],
      handle: validateResetToken,
    },
    'POST /reset-password': { before: [requireToken('token_not_provided')], handle: resetPassword },
    'POST /verify-email': { before: [requireToken('verification_token_missing')], handle: verifyEmail },
    'POST /resend-verification': { after: [limitPerIp('verify')], handle: resendVerification },
  } satisfies RouteHandlers;
}
