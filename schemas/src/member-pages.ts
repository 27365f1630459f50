// What the server and the reader both need to answer a navigation to a members-only page: where a
// visitor signs in (and the parameter that brings them back), the cookie that hints a session is
// stored, and the names the volume page's early answers travel under. Data and plain functions
// only: the reader's first chunk imports it.

/** The members' sign-in page (SPEC.md §2). */
export const SIGN_IN_PATH = '/user-login';

/** Its query parameter naming the page (path and query) to return to once signed in. */
export const REDIRECT_PARAM = 'redirect';

/** The sign-in page that returns to `here` (a path and query of this site). */
export const signInPath = (here: string): string =>
  `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`;

/**
 * The localStorage keys of the session (SPEC.md §3). The token is what the API checks; nothing
 * else in the browser is trusted for access.
 */
export const SESSION_KEYS = { token: 'authToken', type: 'userType', info: 'userInfo' } as const;

/**
 * A cookie the reader keeps while a session is stored. It is only a hint, never a credential
 * (the session lives in localStorage, the API checks its token): a page request carries no token,
 * so the server reads this to send a visitor to sign in at once, or a member the page's shell.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

/** The `document.cookie` assignment that sets (or, `false`, clears) the hint for every page. */
export const signedInCookie = (signedIn: boolean): string =>
  signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;

/** Whether a request's Cookie header carries the hint. */
export const hasSignedInHint = (cookieHeader: string | undefined): boolean =>
  new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`).test(cookieHeader ?? '');

/**
 * The id of the JSON element listing the API calls a member page's shell starts before its
 * scripts arrive (`{ paths, acceptLanguage }`), and the global the starter leaves them under
 * (`{ token, answers: { [path]: Promise<Response> } }`) for the reader's api client to take.
 */
export const EARLY_CALLS_ID = 'camino-early-calls';
export const EARLY_ANSWERS_GLOBAL = 'caminoEarlyAnswers';

/** What the early-call starter leaves on `window`. */
export interface EarlyAnswers {
  /** The session token the calls were sent with. */
  token: string;
  /** Each call's pending answer by its URL (`/api/…`). */
  answers: Record<string, Promise<Response>>;
}
