// What Markdown would read as markup, and only that, so an escaped note stays readable as plain
// text in the exported file: inline marks anywhere, block marks where a line starts.
const INLINE_MARKS = /[\\`*_[\]<>&~|]/g;
const BLOCK_START = /^(\s*)(#|[-+=]|\d+[.)])/;

/** `text` as Markdown that renders to exactly `text` (each line read as the start of a line). */
export const escapeMarkdown = (text: string): string =>
  text
    .split('\n')
    .map((line) =>
      line
        .replace(INLINE_MARKS, (mark) => `\\${mark}`)
        .replace(
          BLOCK_START,
          (_, space: string, mark: string) => `${space}${mark.replace(/[#\-+=.)]$/, '\\$&')}`,
        ),
    )
    .join('\n');
