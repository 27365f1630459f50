/** Byte order mark: spreadsheets read the file as UTF-8 (accents intact) only with it. */
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Neutralises a cell a spreadsheet would run as a formula by putting a `'` before it. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted (inner quotes doubled) when it holds a quote, comma, CR or LF. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A whole CSV document: the BOM, then each row with every cell made safe and quoted as needed,
 * lines ended by CRLF (RFC 4180).
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const lines = rows.map((row) => row.map((cell) => csvField(neutralizeFormula(String(cell)))).join(','));
  return `${UTF8_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
