import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/connection';
import { systemClock, type Clock } from './lib/clock';
import { installFastPath } from './http/fast-path';
import { compressResponses } from './lib/compress-responses';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { EARLY_CALLS_SCRIPT_SOURCE } from './pages/early-calls';
import { createPageRenderer } from './pages/render-page';
import { READER_DIST_DIR, READER_SSR_DIR, serveReader } from './pages/serve-reader';
import { createMailer, type Mailer } from './mail/mailer';
import { createAccess } from './middleware/access';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { createServices, type Services } from './services/create-services';
import { IMG_SRC } from './services/publishing/image-policy';
import { mountApi } from './routes/mount-api';
import type { RouterDeps } from './routes/router-deps';
import { localizeAnswers } from './i18n/localize-answer';

const DEMO_PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo', 'public');
/** The largest JSON body a call may send, in bytes (a translated chapter file travels as one). */
export const JSON_BODY_LIMIT = 256 * 1024;
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export interface AppOptions {
  config: Config;
  db: Db;
  logger: Logger;
  clock?: Clock;
  /** Defaults to SMTP (SMTP_URL) or the outbox folder, from the configuration. */
  mailer?: Mailer;
  /** Times the caches' generation checks (performance.now); tests move it by hand. */
  monotonicNow?: () => number;
}

export interface CaminoApp {
  app: Express;
  services: Services;
  cache: ResponseCache;
}

/** Builds the Express app (no listening: see main.ts), so tests drive the very same app. */
export function createApp(options: AppOptions): CaminoApp {
  const { config, db, logger, clock = systemClock, mailer, monotonicNow } = options;
  const services = createServices(
    { db, config, clock, monotonicNow },
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        logger,
        nodeEnv: config.nodeEnv,
      }),
  );
  // Only the database's own code and message: a driver's error text carries the SQL with its values.
  services.scripture.onIndexFailure((err, generation) => {
    const { code, sqlMessage } = err as { code?: string; sqlMessage?: string };
    logger.error(
      { code, sqlMessage, generation },
      'scripture index could not be built: passages are answered without related chapters',
    );
  });
  const access = createAccess({ config, services, clock });
  const cache = createResponseCache({
    maxBytes: config.cacheMaxBytes,
    checkIntervalMs: config.cacheCheckMs,
    readGeneration: services.contentVersion.read,
    now: monotonicNow,
  });
  services.contentVersion.onLocalWrite(cache.invalidate);
  // Answers kept while the scripture index could not be built lack their related chapters.
  services.scripture.onIndexRecovery(cache.invalidate);
  const deps: RouterDeps = { db, config, clock, services, access, cache };
  const routers = mountApi(deps);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Before anything else: the read-mostly content routes come first, before any body parsing or
  // compression wrapper (their cached answers carry their own gzip/brotli copies); the fast path
  // (http/fast-path.ts) answers their GET requests itself.
  installFastPath(app, {
    logger,
    securityHeaders: helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    }),
    directRoutes: {
      prefix: '/api',
      routers: [routers.content],
      onError: errorHandler,
    },
  });

  const api = express.Router();
  // Everything else is compressed on the fly; the reader's assets are precompressed files.
  api.use(compressResponses);
  // Accounts, member data and admin answers are nobody else's: no cache keeps them unless a route
  // says otherwise.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  // Success messages in the request's language (errors: the error handler).
  api.use(localizeAnswers);
  api.use(routers.api);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use('/demo', express.static(DEMO_PUBLIC_DIR, { maxAge: '1d', index: false }));
  app.use(
    serveReader({
      logger,
      // Public pages arrive with their content: pre-rendered with the reader's own components.
      renderPage: createPageRenderer({
        services,
        clock,
        cache,
        logger,
        publicUrl: config.publicUrl,
        distDir: READER_DIST_DIR,
        ssrDir: READER_SSR_DIR,
      }),
    }),
  );
  app.use(errorHandler);
  return { app, services, cache };
}

/**
 * A strict policy: only our own scripts, no plugins, no <base>, never framed; frames only from
 * the privacy-enhanced YouTube embed and the Bible concordance.
 */
function cspDirectives(config: Config) {
  return {
    defaultSrc: ["'self'"],
    // The volume shell's early-call starter, by its hash: no other inline script runs.
    scriptSrc: ["'self'", EARLY_CALLS_SCRIPT_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Also what a featured image URL is checked against (services/publishing/image-policy.ts).
    imgSrc: [...IMG_SRC],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [YOUTUBE_EMBED_ORIGIN, new URL(config.bibleLookupUrl).origin],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
