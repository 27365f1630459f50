import type { RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Registration } from '@camino/schemas/registration';
import { signSessionToken } from '../../auth/session-token';
import { AppError, message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { afterResponse } from '../../lib/after-response';
import { languageFromHeader } from '@camino/schemas/languages';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from '../../services/limits/known-device';
import type { LoginAttempt } from '../../services/limits/login-limiter';
import { presentUserInfo, type UserRow } from '../../services/users-service';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `POST /login` and `POST /register`. */
export function authHandlers({ config, services }: RouterDeps) {
  const { limits } = services;
  // Read before validation, so even a body refused with 422 (an over-long username) is counted.
  const loginName = (body: unknown) => {
    const username = (body as { username?: unknown } | undefined)?.username;
    return typeof username === 'string' ? username : '';
  };

  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'username', passwordField: 'password', session: false },
      (login, password, done) => {
        services.users.checkCredentials(login, password).then((user) => done(null, user ?? false), done);
      },
    ),
  );

  const issueSession = (user: UserRow) => ({
    access_token: signSessionToken(
      { userId: user.id, role: user.role, tokenVersion: user.token_version },
      config.jwtSecret,
      config.jwtExpiresIn,
    ),
    token_type: 'bearer' as const,
    user_type: user.role,
    user_info: presentUserInfo(user),
  });

  /**
   * Takes the attempt from the login buckets before anything else (429 when one is spent), so
   * concurrent attempts cannot all reach the password check; see services/limits/login-limiter.ts.
   */
  const reserveAttempt: RequestHandler = async (req, res, next) => {
    const login = loginName(req.body);
    const deviceId =
      limits.knownDevices.deviceOf(req.headers.cookie, login) ??
      limits.knownDevices.deviceOfToken(
        (req.body as { device_token?: unknown } | undefined)?.device_token,
        login,
      );
    res.locals.attempt = await limits.login.reserve(login, req.ip ?? '', deviceId);
    res.locals.deviceId = deviceId;
    next();
  };

  const checkCredentials: RequestHandler = (req, res, next) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: UserRow | false) => {
      if (err) return next(err);
      const attempt = res.locals.attempt as LoginAttempt;
      if (!user) {
        attempt.failed().then(() => next(new AppError(401, 'invalid_credentials')), next);
        return;
      }
      res.locals.user = user;
      attempt.succeeded().then(() => next(), next);
    })(req, res, next);
  };

  const login: ApiHandler<'POST /login'> = (req, res) => {
    const user = res.locals.user as UserRow;
    if (!user.is_active) throw new AppError(403, 'account_disabled');
    if (!user.email_verified) throw new AppError(403, 'email_not_verified');
    const device = limits.knownDevices.cookieValue(
      loginName(req.body),
      res.locals.deviceId as string | undefined,
    );
    res.cookie(DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/api/login',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    res.json({ ...issueSession(user), device_token: device });
  };

  const register: ApiHandler<'POST /register'> = async (req, res) => {
    const { enabled: verificationRequired } = await services.settings.get('email_validation');
    const user = await services.users.register(req.body as Registration, !verificationRequired);
    // The answer already says the account exists, so the mail meter may be read before answering.
    if (verificationRequired && (await limits.meters.mayMail('verify', user.email!))) {
      const language = languageFromHeader(req.headers['accept-language']);
      afterResponse(req, 'verification email', () => services.accounts.sendVerification(user, language));
    }
    res.status(201).json({
      message: answerText(req, message(verificationRequired ? 'account_created_verify' : 'account_created')),
      email_verification_required: verificationRequired,
      user_info: presentUserInfo(user),
      ...(verificationRequired ? {} : issueSession(user)),
    });
  };

  /** Registrations per client address (each costs a password hash and may send a mail). */
  const meterRegistration: RequestHandler = async (req, _res, next) => {
    await limits.meters.registration(req.ip ?? '');
    next();
  };

  return {
    'POST /login': { before: [reserveAttempt], after: [checkCredentials], handle: login },
    'POST /register': { after: [meterRegistration], handle: register },
  } satisfies RouteHandlers;
}
