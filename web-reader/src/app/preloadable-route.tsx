import { lazy, type ComponentType } from 'react';

/**
 * A lazy route whose chunk can be fetched before the app first renders: once `preload` has
 * resolved, the route draws at once instead of suspending into the layout's spinner. A member
 * page's pre-rendered shell is replaced by the page itself in one commit, with no spinner between
 * them to move the footer.
 */
export function preloadableRoute(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Route() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Route, preload };
}
