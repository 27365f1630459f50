import { Router, type RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { validateLogin } from '@camino/schemas/login';
import { validateRegistration, type Registration } from '@camino/schemas/registration';
import { signSessionToken } from '../../auth/session-token';
import { AppError } from '../../errors';
import { afterResponse } from '../../lib/after-response';
import { languageFromHeader } from '@camino/schemas/languages';
import { validateBody } from '../../middleware/validate';
import { createLoginThrottle } from '../../services/login-throttle';
import { presentUserInfo, type UserRow } from '../../services/users-service';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `POST /login` and `POST /register`. */
export function createAuthRouter({ config, services, access }: RouterDeps): Router {
  const throttle = createLoginThrottle(services.throttle);
  const loginName = (body: unknown) => String((body as { username: string }).username);

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

  const checkThrottle: RequestHandler = async (req, _res, next) => {
    await throttle.assertAllowed(loginName(req.body), req.ip ?? '');
    next();
  };

  const checkCredentials: RequestHandler = (req, res, next) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: UserRow | false) => {
      if (err) return next(err);
      const ip = req.ip ?? '';
      if (!user) {
        throttle
          .recordFailure(loginName(req.body), ip)
          .then(() => next(new AppError(401, 'invalid_credentials')), next);
        return;
      }
      res.locals.user = user;
      throttle.recordSuccess(loginName(req.body), ip).then(() => next(), next);
    })(req, res, next);
  };

  const login: ApiHandler<'POST /login'> = (_req, res) => {
    const user = res.locals.user as UserRow;
    if (!user.is_active) throw new AppError(403, 'account_disabled');
    if (!user.email_verified) throw new AppError(403, 'email_not_verified');
    res.json(issueSession(user));
  };

  const register: ApiHandler<'POST /register'> = async (req, res) => {
    const { enabled: verificationRequired } = await services.settings.get('email_validation');
    const user = await services.users.register(req.body as Registration, !verificationRequired);
    if (verificationRequired) {
      const language = languageFromHeader(req.headers['accept-language']);
      afterResponse(req, 'verification email', () => services.accounts.sendVerification(user, language));
    }
    res.status(201).json({
      message: verificationRequired
        ? 'Account created. Check your email to verify your address before logging in.'
        : 'Account created. You can log in now.',
      email_verification_required: verificationRequired,
      user_info: presentUserInfo(user),
      ...(verificationRequired ? {} : issueSession(user)),
    });
  };

  const router = Router();
  router.post(
    '/login',
    access.publicAccess,
    validateBody(validateLogin),
    checkThrottle,
    checkCredentials,
    login,
  );
  router.post('/register', access.publicAccess, validateBody(validateRegistration), register);
  return router;
}
