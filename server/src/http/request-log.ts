import type { Express, Response } from 'express';
import pino, { type Logger } from 'pino';
import type { LineSink } from '../lib/logger';
import { createRequestLineBytes } from './request-line-bytes';

declare module 'http' {
  interface IncomingMessage {
    /** The request's number in this process's log lines (requestLogging). */
    id: number | string | object;
    /** A logger bound to this request (`req` in each line); made when first used. */
    log: Logger;
  }
}

/**
 * Query parameters whose values never reach a log line: every parameter that carries a credential
 * (a session token some clients put in the URL, an email link's token, a password).
 */
export const SECRET_QUERY_PARAMS = [
  'access_token',
  'token',
  'reset_token',
  'password',
  'new_password',
] as const;

const SECRET_PARAM_VALUES = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&]*`, 'gi');

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export const redactUrl = (url: string): string =>
  url.includes('=') ? url.replace(SECRET_PARAM_VALUES, '$1[redacted]') : url;

/** What a log line shows of a request: never its headers (the bearer token) nor secret parameters. */
const requestFields = (req: { id: unknown; method: string; originalUrl?: string; url: string }) => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.originalUrl ?? req.url),
});

const STARTED = Symbol('camino.requestStarted');
const MESSAGES = ['request completed', 'request aborted'] as const;
type Message = (typeof MESSAGES)[number];
type Timed = Response & { [STARTED]?: number };
type PinoInternals = Record<symbol, unknown>;

/**
 * Writes the request line as pino writes `logger.info({req, res, responseTime}, msg)` (the same
 * level, time, bindings and key order; a test holds them equal), without pino's pass over the
 * object: the fields are known, only the method and URL need escaping. Null when the logger does
 * something to a line this cannot (a mixin, log formatter, nested key, other message key, hooks
 * or a stream wanting metadata): then pino writes it.
 */
function directRequestLine(logger: Logger) {
  const internals = logger as unknown as PinoInternals;
  const { symbols } = pino;
  const stream = internals[symbols.streamSym] as { write(line: string): void } & PinoInternals;
  const formatters = internals[symbols.formattersSym] as { log?: unknown };
  const hooks = internals[symbols.hooksSym] as { streamWrite?: unknown; logMethod?: unknown };
  if (
    internals[symbols.mixinSym] ||
    formatters.log ||
    internals[symbols.nestedKeySym] ||
    internals[symbols.messageKeySym] !== 'msg' ||
    hooks.streamWrite ||
    hooks.logMethod ||
    stream[symbols.needsMetadataGsym]
  ) {
    return null;
  }
  const level = (internals[symbols.lsCacheSym] as Record<number, string>)[logger.levels.values.info!]!;
  const time = internals[symbols.timeSym] as () => string;
  const bindings = internals[symbols.chindingsSym] as string;
  const end = internals[symbols.endSym] as string;
  // The two messages' JSON is made once. A method needs no escaping: Node's parser (llhttp) takes
  // only the methods it knows (GET, POST, …) and answers 400 to any other.
  const messages = new Map(MESSAGES.map((m) => [m, JSON.stringify(m)]));
  // Our stdout (lib/logger.ts) takes lines encoded straight into it, when the time is pino's own.
  const bytes =
    isLineSink(stream) && time === pino.stdTimeFunctions.epochTime
      ? createRequestLineBytes(stream, { level, bindings, end, messages })
      : null;
  return (res: Timed, message: Message) => {
    const { req } = res;
    const url = redactUrl(req.originalUrl ?? req.url);
    if (
      bytes &&
      typeof req.id === 'number' &&
      bytes(req.method, url, res.statusCode, req.id, Date.now() - res[STARTED]!, message)
    ) {
      return;
    }
    const id = typeof req.id === 'number' ? req.id : JSON.stringify(req.id);
    const line =
      `${level}${time()}${bindings},"req":{"id":${id},"method":"${req.method}",` +
      `"url":${JSON.stringify(url)}},"res":{"statusCode":${res.statusCode}},` +
      `"responseTime":${Date.now() - res[STARTED]!},"msg":${messages.get(message)!}${end}`;
    stream.write(line);
  };
}

const isLineSink = (stream: object): stream is LineSink =>
  typeof (stream as Partial<LineSink>).reserve === 'function' &&
  typeof (stream as Partial<LineSink>).commit === 'function' &&
  typeof (stream as Partial<LineSink>).chunk === 'function';

/**
 * One line per request (`request completed`, or `request aborted` when the client went away first),
 * with the fields pino-http wrote: `req` {id, method, url}, `res` {statusCode} and `responseTime`
 * in ms. Cheaper than pino-http or a middleware: the request is stamped as the app takes it
 * (app.handle) and logged as its response emits 'close' (once per response, after 'finish' or
 * when the client went away), from the app's response prototype, so no listener is added per
 * request and no middleware is walked. No child logger is made unless a handler asks for
 * `req.log` (the error handler, after-response work).
 */
export function installRequestLogging(app: Express, logger: Logger): void {
  // The request line holds only the fields chosen here, so it skips the redaction pass.
  const lines = logger.child({}, { redact: [] });
  const direct = directRequestLine(lines);
  // Express gives every request app.request as its prototype: the getter costs nothing until used.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request'] & { _log?: Logger }) {
      this._log ??= logger.child({ req: requestFields(this) });
      return this._log;
    },
  });

  function logResponse(res: Timed): void {
    if (res[STARTED] === undefined || !lines.isLevelEnabled('info')) return;
    const message: Message = res.writableFinished ? 'request completed' : 'request aborted';
    if (direct) return direct(res, message);
    lines.info(
      {
        req: requestFields(res.req),
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - res[STARTED],
      },
      message,
    );
  }

  const emit = app.response.emit as (this: Timed, event: string | symbol, ...args: unknown[]) => boolean;
  app.response.emit = function (this: Timed, event: string | symbol) {
    if (event === 'close') logResponse(this);
    // eslint-disable-next-line prefer-rest-params
    return emit.apply(this, arguments as unknown as [string | symbol, ...unknown[]]);
  };

  // app(req, res) calls app.handle (Express's entry for each request, not in its types): stamped
  // there, the request needs no middleware of its own.
  type Handle = (req: Express['request'], res: Timed, next?: unknown) => void;
  const entry = app as unknown as { handle: Handle };
  const handle = entry.handle.bind(app);
  let lastId = 0;
  entry.handle = (req, res, next) => {
    lastId = (lastId + 1) & 0x7fffffff;
    req.id = lastId;
    res[STARTED] = Date.now();
    handle(req, res, next);
  };
}
