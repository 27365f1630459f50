// The server's own limits (SPEC.md §9), from the schemas' validator-free constants module.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@camino/schemas/constants';

/** A loose shape check; the server has the final word on the address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
