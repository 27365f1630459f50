/** Verses this short are fragments or leftovers of a bad import, not verses (SPEC.md §5). */
const MIN_VERSE_LENGTH = 11;

// Invisible or broken characters that an import from another encoding leaves behind: the
// replacement character, C0/C1 controls, zero-width characters, the BOM and soft hyphens.
const ODD_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u2060\uFEFF\u00AD]/g;

// "Ã¡", "Ã©", "â€™": UTF-8 read as Latin-1 or Windows-1252.
const MOJIBAKE =
  /[ÃÂâ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]/;

const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Undoes UTF-8-read-as-Latin-1 when the text shows its marks and re-decodes cleanly. */
function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text) {
    const code = CP1252[char] ?? char.charCodeAt(0);
    if (code > 0xff) return text;
    bytes.push(code);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return text;
  }
}

/** One verse with broken encoding repaired, odd characters removed and whitespace tidied. */
export function cleanVerse(verse: string): string {
  return repairMojibake(verse)
    .replace(ODD_CHARACTERS, '')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

/**
 * The verses to show: cleaned, without case-insensitive repeats (the first one stays), and only
 * those longer than 10 characters.
 */
export function cleanVerses(verses: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of verses ?? []) {
    const verse = cleanVerse(raw);
    const key = verse.toLocaleLowerCase();
    if (verse.length < MIN_VERSE_LENGTH || seen.has(key)) continue;
    seen.add(key);
    result.push(verse);
  }
  return result;
}
