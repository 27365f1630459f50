import { access } from 'node:fs/promises';
import { coded } from '@camino/schemas/messages/render-problem';
import type { Language } from '@camino/schemas/languages';
import { TRANSLATION_LANGUAGES } from '@camino/schemas/translations/translatable';
import { fail, ok, type Result } from '../../shared/result';
import type { NewFileResult } from '../../shared/workspace-edit-types';
import { TRANSLATABLE_KIND_OF, translationPath } from './translation-place';
import { fileHash } from './validate-workspace';
import { resolveInside, writeFileSafely } from './workspace-files';
import { classifyPath } from './workspace-layout';
import type { WorkspaceService } from './workspace-service';
import { recordMadeFrom } from './workspace-state';

/**
 * Starts the `lang` translation of a source file beside it: a copy of the source, so it has the
 * source's structure (every field, every dialogue line, the same identities) and its words are
 * there to be replaced, and it passes the shape check from the start. Records the source's hash as
 * what it is made from, so the workspace shows it up to date until the source changes. Never
 * overwrites a translation that exists.
 */
export async function createTranslation(
  workspace: WorkspaceService,
  source: unknown,
  lang: unknown,
): Promise<Result<NewFileResult>> {
  const root = workspace.current();
  if (!root) return fail(coded('no_workspace'));
  if (!TRANSLATION_LANGUAGES.includes(lang as Language))
    return fail(coded('enum', { values: [...TRANSLATION_LANGUAGES] }), '/lang');
  const place = typeof source === 'string' ? classifyPath(source) : null;
  if (!place || !TRANSLATABLE_KIND_OF[place.kind] || place.nameProblem)
    return fail(coded('not_layout_file', { path: String(source) }), '/source');
  const sourcePath = source as string;
  const text = await workspace.readText(sourcePath);
  if (!text.ok) return text;
  const target = translationPath(sourcePath, lang as Language);
  const absolute = resolveInside(root, target)!;
  const taken = await access(absolute).then(
    () => true,
    () => false,
  );
  if (taken) return fail(coded('already_exists', { path: target }));
  await writeFileSafely(absolute, text.value);
  await recordMadeFrom(root, { [target]: fileHash(sourcePath, text.value) });
  const next = await workspace.refresh();
  return next.ok ? ok({ snapshot: next.value, path: target }) : next;
}
