/**
 * The external donation page (SPEC.md §7 "a donation link"). Set VITE_DONATION_URL when building
 * the reader to point it at the real page.
 */
export const DONATION_URL: string = import.meta.env.VITE_DONATION_URL || 'https://example.org/donate/camino';
