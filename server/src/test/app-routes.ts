import type { Express } from 'express';
import { accessLevelOf, type AccessLevel } from '../middleware/access';

interface Layer {
  rawPath?: unknown;
  handle: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
}

export interface AppRoute {
  method: string;
  path: string;
  /** `METHOD /full/path`, e.g. `GET /api/volumes/:volume/playlist`. */
  route: string;
  level: AccessLevel | undefined;
}

/** Every route of the app with the access level of its first handler (Express 5 router stack). */
export function appRoutes(app: Express): AppRoute[] {
  const walk = (stack: Layer[], prefix: string): AppRoute[] =>
    stack.flatMap((layer) => {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        const level = accessLevelOf(layer.route.stack[0]?.handle);
        return Object.keys(layer.route.methods).map((method) => {
          const path = `${prefix}${layer.route!.path}`;
          return { method: method.toUpperCase(), path, route: `${method.toUpperCase()} ${path}`, level };
        });
      }
      return layer.handle.stack ? walk(layer.handle.stack, prefix + mount) : [];
    });
  return walk(app.router.stack as unknown as Layer[], '');
}
