import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/connection';
import { systemClock, type Clock } from './lib/clock';
import { redactUrl } from './lib/logger';
import { serveReader } from './lib/serve-reader';
import { createMailer, type Mailer } from './mail/mailer';
import { createAccess } from './middleware/access';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { createServices, type Services } from './services/create-services';
import { createEmailValidationAdminRouter } from './routes/accounts/admin-router';
import { createAccountsRouter } from './routes/accounts/router';
import { createAdminContentRouter } from './routes/admin-content/router';
import { createAdminAboutRouter } from './routes/admin-site/about-router';
import { createAdminAuditRouter } from './routes/admin-site/audit-router';
import { createAdminGospelRouter } from './routes/admin-site/gospel-router';
import { createAdminSettingsRouter } from './routes/admin-site/settings-router';
import { createAdminUsersRouter } from './routes/admin-site/users-router';
import { createAuthRouter } from './routes/auth/router';
import { createChaptersRouter } from './routes/chapters/router';
import { createGospelRouter } from './routes/gospel/router';
import { createHealthRouter } from './routes/health/router';
import { createNotesRouter } from './routes/notes/router';
import type { RouterDeps } from './routes/router-deps';
import { createReadingProgressRouter } from './routes/reading-progress/router';
import { createSiteSettingsRouter } from './routes/site-settings/router';
import { createTemasRouter } from './routes/temas/router';
import { createVolumesRouter } from './routes/volumes/router';
import { createWatchRouter } from './routes/watch/router';

const DEMO_PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo', 'public');
const JSON_BODY_LIMIT = '256kb';
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export interface AppOptions {
  config: Config;
  db: Db;
  logger: Logger;
  clock?: Clock;
  /** Defaults to SMTP (SMTP_URL) or the outbox folder, from the configuration. */
  mailer?: Mailer;
}

export interface CaminoApp {
  app: Express;
  services: Services;
}

/** Builds the Express app (no listening: see main.ts), so tests drive the very same app. */
export function createApp({ config, db, logger, clock = systemClock, mailer }: AppOptions): CaminoApp {
  const services = createServices(
    { db, config, clock },
    mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
  );
  const access = createAccess({ config, users: services.users, clock });
  const deps: RouterDeps = { db, config, clock, services, access };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
      },
    }),
  );
  app.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) } }));

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  for (const create of [
    createHealthRouter,
    createAuthRouter,
    createAccountsRouter,
    createEmailValidationAdminRouter,
    createVolumesRouter,
    createReadingProgressRouter,
    createSiteSettingsRouter,
    createChaptersRouter,
    createTemasRouter,
    createWatchRouter,
    createNotesRouter,
    createGospelRouter,
    createAdminUsersRouter,
    createAdminSettingsRouter,
    createAdminGospelRouter,
    createAdminAboutRouter,
    createAdminAuditRouter,
    createAdminContentRouter,
  ]) {
    api.use(create(deps));
  }
  api.use(apiNotFound);
  app.use('/api', api);

  app.use('/demo', express.static(DEMO_PUBLIC_DIR, { maxAge: '1d', index: false }));
  app.use(serveReader({ logger }));
  app.use(errorHandler);
  return { app, services };
}

/**
 * A strict policy: only our own scripts, no plugins, no <base>, never framed; frames only from
 * the privacy-enhanced YouTube embed and the Bible concordance.
 */
function cspDirectives(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [YOUTUBE_EMBED_ORIGIN, new URL(config.bibleLookupUrl).origin],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
