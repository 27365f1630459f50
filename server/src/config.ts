import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDbTimeouts, type DbTimeouts } from './db/timeouts';
import { readHttpTimeouts, type HttpTimeouts } from './http/timeouts';

/** Everything the server can be told; read only from the environment (see docs/configuration.md). */
export interface Config {
  port: number;
  nodeEnv: string;
  /** Unset means the embedded SQLite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  logLevel: string;
  /** Hop count of trusted reverse proxies in front of the server (Express `trust proxy`). */
  trustProxy: number;
  /** Where the Bible concordance lookup is framed from; its origin is allowed in the CSP. */
  bibleLookupUrl: string;
  /** argon2id memory cost in KiB (m; t = 2, p = 1 are fixed). Tests lower it; production keeps 19456. */
  passwordHashCost: number;
  /** Unset: emails are written to `dataDir/outbox` instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Only with NODE_ENV=development does forgot-password answer the reset token itself. */
  exposeResetToken: boolean;
  /** Bound of the in-process content cache, in bytes (CACHE_MAX_MB). */
  cacheMaxBytes: number;
  /** A write through another server is served here after at most this many ms (CACHE_CHECK_MS). */
  cacheCheckMs: number;
  /** Bounded waits on the database (db/timeouts.ts); unset means the defaults. */
  dbTimeouts?: DbTimeouts;
  /** Bounded waits on clients and the health probe (http/timeouts.ts); unset means the defaults. */
  httpTimeouts?: HttpTimeouts;
  /** Registrations allowed from one client address an hour (REGISTRATIONS_PER_IP_PER_HOUR; 10 if unset). */
  registrationsPerIpPerHour?: number;
  /**
   * Load the demo content into an empty database at start (DEMO_CONTENT): the embedded default
   * does, a deployment (isDeployment) only when DEMO_CONTENT=1 asks for it (a demo, a benchmark).
   */
  demoContent?: boolean;
  /** The VAPID key pair push reminders are signed with (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); unset: generated once into the database. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Who sends push reminders, a mailto: or https: address (VAPID_SUBJECT); unset: mailto: MAIL_FROM's address. */
  vapidSubject?: string;
  /** Milliseconds between the reminder scheduler's ticks (REMINDERS_TICK_MS; 60000; 0 turns it off on this server). */
  remindersTickMs?: number;
}

const MIN_PRODUCTION_SECRET_BYTES = 32;
/**
 * What a production JWT_SECRET must carry at least, as estimated by estimatedEntropyBits: 32
 * random bytes written in hex or base64 give over 200 bits, the shortest accepted random secret
 * (32 hex digits) about 115 and never much below 100, `abcabc…` about 50, 40 spaces or 32 × `a` 0.
 */
const MIN_SECRET_ENTROPY_BITS = 80;
/** argon2id memory cost (KiB) with NODE_ENV=test (as the in-process test apps use): 1 MiB, ~1 ms. */
const TEST_HASH_COST = 2 ** 10;
/** OWASP's first-choice argon2id setting: m = 19 MiB (with t = 2, p = 1; auth/password.ts). */
const PRODUCTION_HASH_COST = 19 * 1024;

/**
 * A deployment rather than a laptop: NODE_ENV=production, or a shared database (several servers
 * may use it), whatever NODE_ENV says. It demands a real JWT_SECRET, and its first start neither
 * prints a generated admin password nor loads the demo content (unless DEMO_CONTENT=1).
 */
export const isDeployment = (config: Pick<Config, 'nodeEnv' | 'databaseUrl'>): boolean =>
  config.nodeEnv === 'production' || Boolean(config.databaseUrl);

/** Builds the configuration from environment variables, creating the data folder if needed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? '';
  // npm runs workspace scripts inside the workspace; relative paths mean where the user typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });

  const port = parsePort(env.PORT ?? '3000');
  return {
    port,
    nodeEnv,
    databaseUrl,
    dataDir,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, isDeployment({ nodeEnv, databaseUrl }), dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port || 3000}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: Number.parseInt(env.TRUST_PROXY ?? '0', 10) || 0,
    bibleLookupUrl: env.BIBLE_LOOKUP_URL ?? 'https://www.biblegateway.com/passage/?version=RVR1960&search=',
    // argon2id at OWASP's first choice; older (scrypt) hashes are upgraded at their next login (auth/password.ts).
    // Test runners set NODE_ENV=test: the servers they spawn would spend most of their time hashing.
    passwordHashCost: nodeEnv === 'test' ? TEST_HASH_COST : PRODUCTION_HASH_COST,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Camino <no-reply@camino.local>',
    exposeResetToken: nodeEnv === 'development',
    cacheMaxBytes: nonNegativeNumber(env.CACHE_MAX_MB ?? '32', 'CACHE_MAX_MB') * 1024 * 1024,
    cacheCheckMs: nonNegativeNumber(env.CACHE_CHECK_MS ?? '1000', 'CACHE_CHECK_MS'),
    dbTimeouts: readDbTimeouts(env),
    httpTimeouts: readHttpTimeouts(env),
    // Development (and the reader's e2e run, registering many members from 127.0.0.1) is metered loosely.
    demoContent: yesNo(env.DEMO_CONTENT, 'DEMO_CONTENT') ?? !isDeployment({ nodeEnv, databaseUrl }),
    ...readVapid(env),
    remindersTickMs: nonNegativeNumber(env.REMINDERS_TICK_MS ?? '60000', 'REMINDERS_TICK_MS'),
    registrationsPerIpPerHour: positiveInteger(
      env.REGISTRATIONS_PER_IP_PER_HOUR ?? (nodeEnv === 'development' ? '1000' : '10'),
      'REGISTRATIONS_PER_IP_PER_HOUR',
    ),
  };
}

/** The VAPID settings: both keys or neither, and a subject push services accept. */
function readVapid(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject'> {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY || undefined;
  const vapidSubject = env.VAPID_SUBJECT || undefined;
  if (Boolean(vapidPublicKey) !== Boolean(vapidPrivateKey)) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to generate a pair',
    );
  }
  if (vapidSubject && !/^(mailto:|https:\/\/)/.test(vapidSubject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https:// address, got "${vapidSubject}"`);
  }
  return { vapidPublicKey, vapidPrivateKey, vapidSubject };
}

function yesNo(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1, true, 0 or false, got "${raw}"`);
}

function positiveInteger(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return n;
}

function nonNegativeNumber(raw: string, name: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0) {
    throw new Error(`${name} must be a number of at least 0, got "${raw}"`);
  }
  return n;
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/**
 * Several servers must share one secret, so production demands it from the environment. The
 * embedded default generates one on first start and keeps it beside the database, so tokens
 * survive a restart without any setup.
 */
function resolveJwtSecret(fromEnv: string | undefined, deployment: boolean, dataDir: string): string {
  if (fromEnv) {
    // Several servers of a deployment may trust each other's tokens.
    if (deployment) {
      if (Buffer.byteLength(fromEnv) < MIN_PRODUCTION_SECRET_BYTES) {
        throw new Error(
          `JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes when NODE_ENV=production or DATABASE_URL is set`,
        );
      }
      if (estimatedEntropyBits(fromEnv) < MIN_SECRET_ENTROPY_BITS) {
        throw new Error(
          `JWT_SECRET is not random enough (about ${Math.floor(estimatedEntropyBits(fromEnv))} bits, at least ` +
            `${MIN_SECRET_ENTROPY_BITS} needed): repeated or few distinct characters can be guessed. ` +
            'Generate one with `openssl rand -base64 48`',
        );
      }
    }
    return fromEnv;
  }
  if (deployment) {
    throw new Error(
      `JWT_SECRET is required when NODE_ENV=production or DATABASE_URL is set (at least ${MIN_PRODUCTION_SECRET_BYTES} bytes)`,
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The entropy of `secret` estimated from its own characters: its length times the Shannon entropy
 * of their frequencies. It cannot see a phrase or a pattern, but it catches what a hurried
 * operator pastes (one repeated character, `abcabc…`, a handful of letters).
 */
export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}
