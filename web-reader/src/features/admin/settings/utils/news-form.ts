import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX } from '@camino/schemas/constants';
import type { NewsConfig } from '@camino/schemas/news-config';

export { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX };

/** Characters as the server counts them (code points), so an emoji is one, not two. */
export const charCount = (text: string) => [...text].length;

export type NewsProblem = 'titleRequired' | 'titleTooLong' | 'descriptionTooLong';

/**
 * What stops a block from being saved (SPEC.md §5): a title over 200 characters, a description
 * over 1000, or a block switched on without a title (the home page would show nothing).
 */
export function newsProblems(block: NewsConfig): NewsProblem[] {
  const problems: NewsProblem[] = [];
  if (block.enabled && block.title.trim() === '') problems.push('titleRequired');
  if (charCount(block.title) > NEWS_TITLE_MAX) problems.push('titleTooLong');
  if (charCount(block.description ?? '') > NEWS_DESCRIPTION_MAX) problems.push('descriptionTooLong');
  return problems;
}

/** True when both blocks hold the same values (an absent description reads as empty). */
export const sameNews = (a: NewsConfig, b: NewsConfig) =>
  a.enabled === b.enabled &&
  a.title === b.title &&
  (a.description ?? '') === (b.description ?? '') &&
  a.lang === b.lang;
