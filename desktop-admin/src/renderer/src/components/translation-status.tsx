import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalTranslation, WorkspaceFile } from '../../../shared/workspace-types';
import { useWorkspace } from '../app/workspace-context';
import { shownTranslation, type ShownTranslation } from '../lib/translation-state';

const COLOR = { missing: 'gray', current: 'teal', stale: 'orange' } as const;

/** A source's translations as shown (the server's status when connected, see translation-state.ts). */
export function useShownTranslations(file: WorkspaceFile): ShownTranslation[] {
  const { serverTranslations } = useWorkspace();
  return (file.translations ?? []).map((local: LocalTranslation) =>
    shownTranslation(local, serverTranslations?.[file.path]),
  );
}

/** The full sentence of a translation's status: "English translation: Out of date (on the server)". */
export function useTranslationText() {
  const { t } = useTranslation();
  return (shown: ShownTranslation) =>
    t('translationBadge', {
      label: t('translationLabel'),
      status: t(`translationStatus_${shown.status}`),
      where: t(`translationWhere_${shown.where}`),
    });
}

/** A small "EN" badge per translation of a source, its status as color, the sentence as its name. */
export function TranslationBadges({ file }: { file: WorkspaceFile }) {
  const shown = useShownTranslations(file);
  const text = useTranslationText();
  return (
    <>
      {shown.map((translation) => (
        <Tooltip key={translation.lang} label={text(translation)} withArrow openDelay={300}>
          <Badge
            size="sm"
            variant={translation.status === 'missing' ? 'outline' : 'light'}
            color={COLOR[translation.status]}
            aria-label={text(translation)}
            data-translation={translation.status}
          >
            {translation.lang.toUpperCase()}
          </Badge>
        </Tooltip>
      ))}
    </>
  );
}
