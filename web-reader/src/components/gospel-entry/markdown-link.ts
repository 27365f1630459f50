/** A related link stored as a Markdown-style string: "[text](url)". */
export interface ParsedLink {
  text: string;
  url: string;
}

const LINK = /^\s*\[([^\]]+)\]\(\s*([^)\s]+)\s*\)\s*$/;

/** Parses "[text](url)"; null for anything else. */
export function parseMarkdownLink(value: string): ParsedLink | null {
  const match = LINK.exec(value);
  return match ? { text: match[1]!.trim(), url: match[2]! } : null;
}
