import { escapeMarkdown } from './escape-markdown';

/** The placeholder the member news may carry (SPEC.md §3). */
const FIRST_NAME = /<First_Name>/g;

/**
 * Replaces `<First_Name>` with the member's first name. For Markdown text the name's special
 * characters are escaped, so a name can never add links or emphasis.
 */
export function personalize(text: string, firstName: string | undefined, markdown = false): string {
  const name = firstName ?? '';
  return text.replace(FIRST_NAME, markdown ? escapeMarkdown(name) : name);
}
