/** Images the worker keeps: the site's own demo and content pictures, by extension. */
const IMAGE_PATH = /^\/demo\/.+\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/**
 * Whether the worker may keep this request's answer in its image cache: same origin, under /demo/,
 * an image. Never an API call (those may be private), never another site's (opaque answers whose
 * size the browser cannot tell, each counted as megabytes against the quota).
 */
export const isCachedImage = (url: URL, origin: string): boolean =>
  url.origin === origin && IMAGE_PATH.test(url.pathname);
