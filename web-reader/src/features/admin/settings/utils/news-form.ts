import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX } from '@camino/schemas/constants';
import { newsToSend, type NewsConfig } from '@camino/schemas/news-config';

export { newsToSend };

export { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX };

/** Characters as the server counts them (code points), so an emoji is one, not two. */
export const charCount = (text: string) => [...text].length;

export type NewsProblem =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'translationTitleRequired'
  | 'translationTitleTooLong'
  | 'translationDescriptionTooLong';

/**
 * What stops a block from being saved (SPEC.md §5): a title over 200 characters, a description
 * over 1000, or a block switched on without a title (the home page would show nothing); the same
 * limits for its translation, which needs a title once it has a description.
 */
export function newsProblems(block: NewsConfig): NewsProblem[] {
  const problems: NewsProblem[] = [];
  if (block.enabled && block.title.trim() === '') problems.push('titleRequired');
  if (charCount(block.title) > NEWS_TITLE_MAX) problems.push('titleTooLong');
  if (charCount(block.description ?? '') > NEWS_DESCRIPTION_MAX) problems.push('descriptionTooLong');
  const translation = newsToSend(block).translation;
  if (!translation) return problems;
  if (translation.title.trim() === '') problems.push('translationTitleRequired');
  if (charCount(translation.title) > NEWS_TITLE_MAX) problems.push('translationTitleTooLong');
  if (charCount(translation.description ?? '') > NEWS_DESCRIPTION_MAX)
    problems.push('translationDescriptionTooLong');
  return problems;
}

const sameTexts = (a: Pick<NewsConfig, 'title' | 'description'>, b: typeof a) =>
  a.title === b.title && (a.description ?? '') === (b.description ?? '');

/** True when both blocks would save the same values (an absent description reads as empty). */
export function sameNews(a: NewsConfig, b: NewsConfig): boolean {
  const [x, y] = [newsToSend(a), newsToSend(b)];
  const empty = { title: '' };
  return (
    x.enabled === y.enabled &&
    sameTexts(x, y) &&
    x.lang === y.lang &&
    sameTexts(x.translation ?? empty, y.translation ?? empty)
  );
}
