// The data a pre-rendered page carries, shared by the server that writes it
// (server/src/pages/) and the reader that hydrates from it (web-reader/src/lib/page-data.ts).
// Types and one constant only: the reader's first chunk imports it, so no validator here.

import type { Language } from './languages';

/**
 * What the server embeds in a pre-rendered page (`<script type="application/json"
 * id="camino-page-data">`, data only: the CSP runs no inline script) so the browser hydrates the
 * very markup it received.
 */
export interface PageData {
  /** The UI language the markup was rendered in. */
  language: Language;
  /** The server's date (YYYY-MM-DD) used for `/evangelio` without `?date=`. */
  today: string;
  /** Public API answers by path (`/volumes`, `/evangelio-del-dia?date=…`), exactly as served. */
  api: Record<string, unknown>;
  /**
   * Set on the shell of a member page (the volume page): drawn as a member's page in its loading
   * state, without member data (a page request carries no token). The browser renders it afresh,
   * by its own session, instead of hydrating it.
   */
  member?: true;
}

/** The id of the element that holds a page's PageData. */
export const PAGE_DATA_ID = 'camino-page-data';
