/**
 * A chapter video's title without its `{volume}-{index}. ` prefix ("1-3. El silencio que escucha"
 * gives "El silencio que escucha"): the card already says the volume and chapter.
 */
export function chapterTitleText(title: string): string {
  return title.replace(/^\s*\d+\s*-\s*\d+\s*[.:)-]?\s*/, '').trim() || title.trim();
}

/**
 * A playlist's title without the "Camino - Volumen 1:" lead ("Los primeros pasos"): the card
 * already says the volume. A title without that lead stays whole.
 */
export function volumeTitleText(title: string): string {
  return title.replace(/^.*?\b(?:volumen|volume|vol\.?)\s*\d+\s*[:.\-–—]\s*/i, '').trim() || title.trim();
}
