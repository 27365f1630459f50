// The About text usually opens with its own title ("# Acerca de Camino"), and every place that
// shows it is titled already (the page's h1, the dialog's title): shown as well, it said the
// title twice.
const LEADING_TITLE = /^\s*#[ \t]+[^\n]*(?:\n|$)/;
const LEVEL_ONE_HEADING = /^#[ \t]/m;

/**
 * The Markdown without a leading level-1 heading, and how many heading levels its other headings
 * may move up so the first of them still follows the title directly (0 when a later level-1
 * heading would become a second title).
 */
export function withoutLeadingTitle(markdown: string): { body: string; promote: number } {
  const title = LEADING_TITLE.exec(markdown);
  if (!title) return { body: markdown, promote: 0 };
  const body = markdown.slice(title[0].length);
  return { body, promote: LEVEL_ONE_HEADING.test(body) ? 0 : 1 };
}
