import { problem, type Problem } from '@camino/schemas/messages/render-problem';
import { TRANSLATION_LANGUAGES, translationStatus } from '@camino/schemas/translations/translatable';
import { DOCUMENT_VALIDATORS, validateTranslation } from '@camino/schemas/translations/validate-translation';
import type { LocalTranslation } from '../../shared/workspace-types';
import { TRANSLATABLE_KIND_OF, translationPath } from './translation-place';
import type { CheckedFile } from './validate-file';

/** A source's document as a translation is compared with it (About's Markdown as `{ content }`). */
function sourceDocument(source: CheckedFile): unknown {
  return source.kind === 'about' ? { content: source.text } : source.data;
}

/**
 * The problems of each translation file against its source in the workspace, with the one check
 * the server runs on upload (validate-translation.ts): the kind's schema, then the same shape as
 * the source. A translation without its source beside it is a problem of its own; one whose
 * source cannot be read (broken JSON) gets only the schema check, the source's file already says
 * what is wrong.
 */
export function translationProblems(checked: readonly CheckedFile[]): Map<string, Problem[]> {
  const byPath = new Map(checked.map((file) => [file.path, file]));
  const found = new Map<string, Problem[]>();
  for (const file of checked) {
    if (!file.translation || file.problems.length > 0) continue;
    const { kind, source: sourcePath } = file.translation;
    const source = byPath.get(sourcePath);
    if (!source) {
      found.set(file.path, [problem('', 'translation_without_source')]);
      continue;
    }
    const document = kind === 'about' ? { content: file.text } : file.data;
    const sourceDoc = sourceDocument(source);
    const result =
      sourceDoc === undefined
        ? DOCUMENT_VALIDATORS[kind](document)
        : validateTranslation(kind, sourceDoc, document);
    if (result.ok) continue;
    // About's document is `{ content }`, but its file is the Markdown itself.
    found.set(
      file.path,
      kind === 'about' ? result.problems.map((p) => ({ ...p, pointer: '' })) : result.problems,
    );
  }
  return found;
}

/**
 * Each translatable source's translations, offline: missing when no file sits beside it; else
 * current when `.camino-state.json` records it as made from the source's present hash, stale when
 * it records another hash or nothing (a file copied in by hand is not known to match).
 */
export function localTranslations(
  source: { path: string; kind: CheckedFile['kind']; hash: string },
  present: ReadonlySet<string>,
  madeFrom: Readonly<Record<string, string>> = {},
): LocalTranslation[] | undefined {
  if (!TRANSLATABLE_KIND_OF[source.kind]) return undefined;
  return TRANSLATION_LANGUAGES.map((lang) => {
    const path = translationPath(source.path, lang);
    if (!present.has(path)) return { lang, path, status: 'missing' };
    const status = translationStatus(source.hash, madeFrom[path] ?? '');
    return { lang, path, status };
  });
}
