/** A workspace JSON file's text as the desktop writes it: two-space indent, a final newline. */
export const jsonFileText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
