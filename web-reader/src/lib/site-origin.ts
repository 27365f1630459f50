/** The page's origin, for the link policy's "the site itself"; '' where there is no window. */
export const siteOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);
