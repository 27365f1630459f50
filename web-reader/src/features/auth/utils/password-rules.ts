/**
 * Shortest password accepted (SPEC.md §9). The same value as @camino/schemas/registration's
 * PASSWORD_MIN_LENGTH, written here because importing that module would bundle its validator.
 */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password the server accepts. */
export const PASSWORD_MAX_LENGTH = 200;

/** A loose shape check; the server has the final word on the address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
