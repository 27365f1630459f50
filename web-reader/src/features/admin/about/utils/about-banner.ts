import { ABOUT_MAX_LENGTH } from '@camino/schemas/constants';

/** Characters as the server counts them (code points). */
export const charCount = (text: string) => [...text].length;

/** SPEC.md §5: the About upload takes only .md files. */
export const isMarkdownFile = (file: File) => file.name.toLowerCase().endsWith('.md');

/** Save is possible only with some non-blank text within the limit, and not while saving. */
export const canSave = (content: string, saving: boolean) =>
  !saving && content.trim() !== '' && charCount(content) <= ABOUT_MAX_LENGTH;

/**
 * SPEC.md §2: the banner is green when its text contains the word for success ("exitosamente",
 * "successfully"), red otherwise.
 */
export const isSuccessMessage = (message: string, successWord: string) =>
  message.toLocaleLowerCase().includes(successWord.toLocaleLowerCase());
