// The upload rules of the admin routes: what file each takes and how large it may be. The server
// refuses past these numbers (413) and the desktop packs and imports within them, so both read
// them from here (re-exported by ../constants.ts).

const MB = 1024 * 1024;

/** What an entry-by-entry read of a ZIP accepts: entries, bytes per inflated entry, inflated total. */
export interface ZipEntryRule {
  readonly maxEntries: number;
  readonly maxEntryBytes: number;
  readonly maxTotalBytes: number;
}

/** A multipart upload: one file in the field `file`. */
export interface UploadRule {
  /** Accepted file-name extensions, lower-case with the dot. */
  readonly extensions: readonly string[];
  /** Largest accepted file, in bytes on the wire. */
  readonly maxBytes: number;
  /** For a ZIP: what its entries may hold once inflated. */
  readonly zip?: ZipEntryRule;
}

/**
 * A content ZIP's entries (a volume's chapters, or temas). The largest real volume has about 70
 * chapter files of 3–6 KB, so these leave room to spare while keeping one request's memory
 * bounded. The server inflates entries one at a time; what stays is garbage awaiting V8's
 * collector, which grows with the inflated total: a bomb refused at 64 MB raised a warm server's
 * peak RSS by ~85 MB (at a 200 MB cap, entries held until the end, 107 → 386 MB).
 */
export const CONTENT_ZIP_ENTRIES = {
  maxEntries: 2000,
  maxEntryBytes: 2 * MB,
  maxTotalBytes: 64 * MB,
} as const satisfies ZipEntryRule;

/** A content ZIP on the wire. */
export const CONTENT_ZIP_MAX_BYTES = 50 * MB;

/** A volume's playlist JSON. */
export const PLAYLIST_FILE_MAX_BYTES = 2 * MB;

/** A Gospel of the Day file: 400 entries with long reflections in two languages stay well under it. */
export const GOSPEL_FILE_MAX_BYTES = 5 * MB;

/**
 * The About page's Markdown file. About is at most ABOUT_MAX_LENGTH (100,000) characters, four
 * bytes each in UTF-8 at worst: longer files are refused by that rule with a clear message, and
 * only much larger ones by this cap.
 */
export const ABOUT_FILE_MAX_BYTES = 1 * MB;

/** The upload rule of each kind of admin file, as the route table names them. */
export const UPLOAD_RULES = {
  about: { extensions: ['.md'], maxBytes: ABOUT_FILE_MAX_BYTES },
  gospel: { extensions: ['.json'], maxBytes: GOSPEL_FILE_MAX_BYTES },
  playlist: { extensions: ['.json'], maxBytes: PLAYLIST_FILE_MAX_BYTES },
  contentZip: { extensions: ['.zip'], maxBytes: CONTENT_ZIP_MAX_BYTES, zip: CONTENT_ZIP_ENTRIES },
} as const satisfies Record<string, UploadRule>;
