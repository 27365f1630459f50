import {
  coded,
  problemAt,
  problemParam,
  problemText,
  type Coded,
  type ProblemCode,
} from '@camino/schemas/messages/render-problem';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PASSWORD_MIN_LENGTH } from '@camino/schemas/constants';
import type { Config } from '../config';
import { AppError, message } from '../errors';

/** Who chooses the password: admins hold the content, so theirs must be stronger. */
export type PasswordHolder = 'member' | 'admin';

/** The shortest admin password accepted in production (members: the spec's PASSWORD_MIN_LENGTH). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * The guesses (log10) zxcvbn must estimate a password needs. Its score 3 starts at 8 and lets
 * `Camino-Camino` through (8.0); admins need its score 4.
 */
const MIN_GUESSES_LOG10: Record<PasswordHolder, number> = { member: 9, admin: 10 };

/** What is wrong with a weak password, by zxcvbn's warning: problem codes (messages/problems-*.ts). */
const REASONS: Record<string, ProblemCode> = {
  straightRow: 'password_keyboard',
  keyPattern: 'password_keyboard',
  simpleRepeat: 'password_repeats',
  extendedRepeat: 'password_repeats',
  sequences: 'password_sequence',
  recentYears: 'password_dates',
  dates: 'password_dates',
  topTen: 'password_common',
  topHundred: 'password_common',
  common: 'password_common',
  similarToCommon: 'password_common',
  pwned: 'password_common',
  wordByItself: 'password_words',
  namesByThemselves: 'password_words',
  commonNames: 'password_words',
  userInputs: 'password_personal',
};

/**
 * Runs in a worker thread (CommonJS, given the packages' absolute paths): zxcvbn's dictionaries
 * (English, Spanish and the common passwords) take ~1.7 s of CPU to load and a check up to
 * ~0.3 s, which on the server's thread would stall every reader. Loaded on the first check only.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const es = require(workerData.es);
// Warnings come back as their keys: the server words them in the request's language.
const keys = (messages) => Object.fromEntries(Object.keys(messages).map((key) => [key, key]));
const zxcvbn = new ZxcvbnFactory({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
  translations: { ...en.translations, warnings: keys(en.translations.warnings), suggestions: keys(en.translations.suggestions) },
});
parentPort.on('message', ({ id, password, userInputs }) => {
  const result = zxcvbn.check(password, userInputs);
  parentPort.postMessage({ id, guessesLog10: result.guessesLog10, warning: result.feedback.warning });
});
`;

interface Estimate {
  guessesLog10: number;
  warning: string | null;
}

let worker: Worker | null = null;
let lastId = 0;
const pending = new Map<number, { resolve: (e: Estimate) => void; reject: (err: unknown) => void }>();

function estimator(): Worker {
  if (worker) return worker;
  const resolve = createRequire(import.meta.url).resolve;
  const w = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: resolve('@zxcvbn-ts/core'),
      common: resolve('@zxcvbn-ts/language-common'),
      en: resolve('@zxcvbn-ts/language-en'),
      es: resolve('@zxcvbn-ts/language-es-es'),
    },
  });
  w.on('message', ({ id, ...estimate }: Estimate & { id: number }) => {
    pending.get(id)?.resolve(estimate);
    pending.delete(id);
    if (pending.size === 0) w.unref();
  });
  const fail = (err: unknown) => {
    worker = null;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the password strength worker stopped (${code})`)));
  worker = w;
  return w;
}

function estimate(password: string, userInputs: string[]): Promise<Estimate> {
  const w = estimator();
  const id = ++lastId;
  return new Promise<Estimate>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held only while a check is waiting: an idle worker never keeps the process alive.
    w.ref();
    w.postMessage({ id, password, userInputs });
  });
}

/** The words of an account (names, email, the site) a password must not be built on, accents or not. */
const inputsOf = (userInputs: Array<string | null | undefined>): string[] => {
  const words = [...userInputs, 'camino']
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => value.toLowerCase().split(/[@.\s_-]+/))
    .filter((word) => word.length >= 3);
  const plain = words.map((word) => word.normalize('NFD').replace(/\p{M}/gu, ''));
  return [...new Set([...words, ...plain])];
};

/**
 * Why `password` is too weak to be chosen in production, as a problem code with its values, or
 * null when it will do: shorter than the holder's
 * minimum, or fewer guesses than MIN_GUESSES_LOG10 by zxcvbn (with the English and Spanish
 * dictionaries, the common passwords, and the account's own names).
 */
export async function passwordWeakness(
  password: string,
  holder: PasswordHolder,
  userInputs: Array<string | null | undefined> = [],
): Promise<Coded | null> {
  const minLength = holder === 'admin' ? MIN_ADMIN_PASSWORD_LENGTH : PASSWORD_MIN_LENGTH;
  if ([...password].length < minLength) return coded('password_short', { limit: minLength });
  const { guessesLog10, warning } = await estimate(password, inputsOf(userInputs));
  if (guessesLog10 >= MIN_GUESSES_LOG10[holder]) return null;
  return { code: (warning && REASONS[warning]) || 'password_guessable' };
}

/** Strong passwords are demanded in production; elsewhere the schemas' minimum length is enough. */
export const strengthEnforced = (config: Pick<Config, 'nodeEnv'>): boolean => config.nodeEnv === 'production';

/**
 * The one check of a password being chosen over the API (registration, reset): in production a
 * weak one is a 422 naming the field and saying what is wrong, in the request's language.
 */
export async function requireStrongPassword(
  config: Pick<Config, 'nodeEnv'>,
  password: string,
  field: { pointer: string; holder: PasswordHolder; userInputs?: Array<string | null | undefined> },
): Promise<void> {
  if (!strengthEnforced(config)) return;
  const reason = await passwordWeakness(password, field.holder, field.userInputs);
  if (reason) {
    throw new AppError(422, 'invalid_body', message('weak_password', { reason: problemParam(reason) }), [
      problemAt(field.pointer, reason),
    ]);
  }
}

/**
 * The same check for an admin password given on the console (ADMIN_PASSWORD at start,
 * `npm run create-admin`): why it is refused, in English, or null. Outside production only the
 * spec's minimum length applies.
 */
export async function adminPasswordProblem(
  config: Pick<Config, 'nodeEnv'>,
  password: string,
  username: string | undefined,
): Promise<string | null> {
  const weakness = strengthEnforced(config)
    ? await passwordWeakness(password, 'admin', [username])
    : [...password].length < PASSWORD_MIN_LENGTH
      ? coded('password_short', { limit: PASSWORD_MIN_LENGTH })
      : null;
  return weakness && problemText(weakness);
}
