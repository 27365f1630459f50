import pino, { type Logger } from 'pino';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY_PARAMS = /([?&](?:token|reset_token|password)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');

/** JSON logs; credentials in headers and secret query parameters are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
