/**
 * The drafts after `written` reached the disk: the file's draft goes only if it still says what
 * was written. An edit typed while the write was under way is newer than the file and stays.
 */
export function settleDraft(
  drafts: Record<string, string>,
  path: string,
  written: string,
): Record<string, string> {
  if (drafts[path] !== written) return drafts;
  const rest = { ...drafts };
  delete rest[path];
  return rest;
}
