import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** The classes `createServer` builds an app's requests and responses from (its options). */
export interface AppServerClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

const made = new WeakMap<Express, AppServerClasses>();

/**
 * Subclasses of IncomingMessage and ServerResponse whose prototypes chain to the app's
 * (`app.request`, `app.response`), which then become the app's prototypes: Express's
 * `Object.setPrototypeOf` on each request finds nothing to change (see fast-path.ts for why that
 * matters). Made once per app, so what is later set on `app.request`/`app.response` lands on
 * these prototypes and a second server of the same app shares them. (ES subclasses: a plain
 * constructor calling `IncomingMessage.call(this)` built objects ~35 % slower, `Reflect.construct`
 * with a new target ~5× slower.)
 */
export function bornWithAppPrototypes(app: Express): AppServerClasses {
  const existing = made.get(app);
  if (existing) return existing;
  class AppRequest extends IncomingMessage {}
  class AppResponse<Req extends IncomingMessage = IncomingMessage> extends ServerResponse<Req> {}
  // The app's own prototypes stay in the chain, with whatever the app has set on them.
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  const classes = { IncomingMessage: AppRequest, ServerResponse: AppResponse };
  made.set(app, classes);
  return classes;
}
