import type { TFunction } from 'i18next';
import type { PackIssue } from '../../../../shared/server-types';

/** Why a ZIP step is blocked by its pack, in the UI language: never packed, or packed before a file changed. */
export function packMessage(pack: PackIssue, t: TFunction): string {
  const key = `pack${pack.state === 'missing' ? 'Missing' : 'Stale'}_${pack.volume === null ? 'temas' : 'volume'}`;
  return t(key, { volume: pack.volume, file: pack.file ?? '' });
}
