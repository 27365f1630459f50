import type {
  ErrorRequestHandler,
  Express,
  NextFunction,
  Request,
  RequestHandler,
  Response,
  Router,
} from 'express';

const MOUNTABLE_METHODS = new Set(['get', 'post', 'put', 'delete']);

interface RouteLayer {
  route?: {
    path: string;
    methods: Record<string, boolean>;
    stack: Array<{ method?: string; handle: RequestHandler }>;
  };
}

type Segment = { literal: string } | { param: string };

/** A GET route answered without Express's router: its path split at '/', `:name` for a parameter. */
interface DirectRoute {
  path: string;
  segments: Segment[];
  handlers: RequestHandler[];
}

/**
 * Mounts the routes of the read-mostly content routers on `app` under `prefix`, and answers their
 * GET requests directly: the app's router is walked only for what the table below does not take.
 * They are taken as the app takes each request (app.handle), so whatever wraps app.handle to see
 * every request (the request log line) must wrap it after this has (fast-path.ts).
 *
 * Why: with the answers cached, Express's router (a closure and a path-to-regexp match per layer
 * tried, parameter processing, the route's own dispatch) was about a seventh of a cached answer's
 * time, more than everything Camino does for it. A request is taken here only when its path
 * matches a route exactly (same case, no trailing slash, parameters that decode); it then gets
 * what the router would give it (params, baseUrl, originalUrl) and the same handlers in the same
 * order, an error or a rejected promise going to `onError` as the app's error middleware would.
 * Anything else (HEAD, other spellings, other methods) takes the ordinary path to the same
 * routes, registered on the app as well.
 *
 * The routers hold plain routes only, and each route's last handler answers.
 */
export function mountDirectRoutes(
  app: Express,
  prefix: string,
  routers: Router[],
  onError: ErrorRequestHandler,
): void {
  const appRouter = (app as unknown as { router: { stack: unknown[] } }).router;
  // A direct answer skips the app's stack: nothing may stand before these routes in it.
  if (appRouter.stack.length > 0) throw new Error('mount the direct routes before any other middleware');
  const direct: DirectRoute[] = [];
  for (const router of routers) {
    for (const layer of router.stack as RouteLayer[]) {
      if (!layer.route) throw new Error('mountDirectRoutes takes routers of routes only (no middleware)');
      const { path: routePath, methods, stack } = layer.route;
      for (const method of Object.keys(methods)) {
        if (!MOUNTABLE_METHODS.has(method)) throw new Error(`cannot mount ${method} ${routePath}`);
        const handlers = stack.filter((l) => l.method === method).map((l) => l.handle);
        app[method as 'get' | 'post' | 'put' | 'delete'](prefix + routePath, ...handlers);
        if (method === 'get') direct.push(compile(prefix + routePath, handlers));
      }
    }
  }

  const entry = app as unknown as { handle: AppHandle };
  const handle = entry.handle.bind(app);
  entry.handle = (req, res, callback) => {
    const url = req.url ?? '';
    const found = req.method === 'GET' ? match(direct, url) : null;
    if (!found) return handle(req, res, callback);
    // What Express's app.handle does before handing over to its router (application.js; held by
    // framework-internals.test.ts), less the final handler it makes for every request (a closure,
    // a bound function and two settings lookups: ~550 instructions and two allocations per request,
    // cachegrind on a loop of 200k), which a direct route never calls: its errors go to `onError`.
    // The prototypes are already these when requests are born with them (listen.ts).
    if (app.enabled('x-powered-by')) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    if (!res.locals) res.locals = Object.create(null) as Response['locals'];
    // What the router gives a request it dispatches to one of these routes.
    req.params = found.params;
    req.baseUrl = '';
    req.originalUrl ||= url;
    run(found.route, req, res, onError);
  };
}

type AppHandle = (req: Request, res: Response, callback?: NextFunction) => void;

function compile(path: string, handlers: RequestHandler[]): DirectRoute {
  const segments = path
    .split('/')
    .map((s): Segment => (s.startsWith(':') ? { param: s.slice(1) } : { literal: s }));
  if (segments.some((s) => 'literal' in s && /[*?()[\]{}+]/.test(s.literal))) {
    throw new Error(`${path}: only literal segments and :parameters can be answered directly`);
  }
  return { path, segments, handlers };
}

/** The route `url` names exactly, with its decoded parameters; null for anything else. */
function match(routes: DirectRoute[], url: string) {
  const query = url.indexOf('?');
  const end = query === -1 ? url.length : query;
  for (const route of routes) {
    const params = paramsOf(route.segments, url, end);
    if (params === NO_MATCH) continue;
    if (params === MALFORMED) return null; // the router answers a malformed parameter
    return { route, params };
  }
  return null;
}

const NO_MATCH = 0;
const MALFORMED = 1;

/**
 * The parameters of `url` (its path ends at `end`) when it names the route of `segments`, its
 * segments read in place. Why not `split('/')` and a comparison per part: that made an array and a
 * string per segment for every route tried, and matching was the largest item of Camino's own
 * code in a cached answer's profile (1.3 µs of ~60, session 13).
 */
function paramsOf(segments: Segment[], url: string, end: number): Record<string, string> | 0 | 1 {
  // segments[0] is the empty literal before the path's leading '/'.
  if (url.charCodeAt(0) !== SLASH) return NO_MATCH;
  let params: Record<string, string> | null = null;
  let start = 1;
  for (let i = 1; i < segments.length; i++) {
    const slash = url.indexOf('/', start);
    const stop = slash === -1 || slash > end ? end : slash;
    const last = i === segments.length - 1;
    // The last segment ends the path; any other is followed by a '/'.
    if (last !== (stop === end)) return NO_MATCH;
    const segment = segments[i]!;
    if ('literal' in segment) {
      const { literal } = segment;
      if (stop - start !== literal.length || !url.startsWith(literal, start)) return NO_MATCH;
    } else {
      if (stop === start) return NO_MATCH;
      const value = decode(url.slice(start, stop));
      if (value === null) return MALFORMED;
      (params ??= {})[segment.param] = value;
    }
    start = stop + 1;
  }
  return params ?? {};
}

const SLASH = 0x2f;

function decode(part: string): string | null {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Calls the route's handlers in turn, as a route's dispatch does; errors go to `onError`. */
function run(route: DirectRoute, req: Request, res: Response, onError: ErrorRequestHandler): void {
  const { handlers } = route;
  let index = 0;
  const fail = (err: unknown) => onError(err, req, res, () => undefined);
  const next: NextFunction = (err?: unknown) => {
    // 'route' and 'router' would skip to later routes: there are none for a path of this table.
    const skipped = err === 'route' || err === 'router';
    if (err !== undefined && err !== null && !skipped) return fail(err);
    const handler = skipped ? undefined : handlers[index++];
    if (!handler) return fail(new Error(`GET ${route.path}: no handler answered`));
    try {
      const result = handler(req, res, next) as unknown;
      if (isThenable(result))
        result.then(undefined, (e: unknown) => fail(e ?? new Error('Rejected promise')));
    } catch (thrown) {
      fail(thrown);
    }
  };
  next();
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';
