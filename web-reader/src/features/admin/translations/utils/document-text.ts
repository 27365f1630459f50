import { problem, type Problem } from '@camino/schemas/messages/render-problem';
import type { TranslatableKind } from '@camino/schemas/translations/translatable';
import { parseJson } from '@camino/schemas/json-text';

/**
 * The text an editor shows of a document: About's Markdown as it is (its document is
 * `{ content }`), any other kind as indented JSON.
 */
export function documentText(kind: TranslatableKind, document: Record<string, unknown>): string {
  if (kind === 'about') return typeof document.content === 'string' ? document.content : '';
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The document an editor's text stands for, or why it is none (JSON that does not parse). */
export function parseDocument(
  kind: TranslatableKind,
  text: string,
): { document: Record<string, unknown> } | { problems: Problem[] } {
  if (kind === 'about') return { document: { content: text } };
  const parsed = parseJson(text);
  if (!parsed.ok) return { problems: parsed.problems };
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problems: [problem('', 'type', { type: 'object' })] };
  return { document: value as Record<string, unknown> };
}
