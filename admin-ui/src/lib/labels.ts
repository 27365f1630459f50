import type { ChangeStatus } from '@camino/schemas/publishing/field-changes';

/** The content kinds a revision or a dry run names, in the history filter's order. */
export { CONTENT_KINDS } from '@camino/schemas/api/revisions';

const KIND_KEYS: Record<string, string> = {
  playlist: 'adminKindPlaylist',
  main_file: 'adminKindMainFile',
  optional_file: 'adminKindOptionalFile',
  tema: 'adminKindTema',
  gospel: 'adminKindGospel',
  about: 'adminKindAbout',
  news: 'adminKindNews',
  image: 'adminKindImage',
  settings: 'adminKindSettings',
  translation: 'adminKindTranslation',
  path: 'adminKindPath',
};

/** Catalog key naming a content kind; an unknown kind (a newer server) shows as it is. */
export const kindLabelKey = (kind: string): string | null => KIND_KEYS[kind] ?? null;

/** Catalog key naming a change's status. */
export const STATUS_KEYS: Record<ChangeStatus, string> = {
  new: 'adminChangeNew',
  changed: 'adminChangeChanged',
  unchanged: 'adminChangeUnchanged',
  removed: 'adminChangeRemoved',
};

/** A change status's badge colour. */
export const STATUS_COLORS: Record<ChangeStatus, string> = {
  new: 'green',
  changed: 'blue',
  unchanged: 'gray',
  removed: 'red',
};
