import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../shared/workspace-types';
import { useWorkspace } from '../app/workspace-context';
import { TranslationBadges, useShownTranslations } from './translation-status';

/**
 * Beside a file's name in the editor: for a source, its translations' status and "Create
 * translation" (none yet) or "Open translation"; for a translation, what it translates.
 */
export function TranslationActions({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation();
  const { open, createTranslation, snapshot } = useWorkspace();
  const shown = useShownTranslations(file);
  if (file.translationOf) {
    const { source } = file.translationOf;
    const present = snapshot?.files.some((f) => f.path === source);
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        title={t('translationOf', { path: source })}
        disabled={!present}
        onClick={() => open(source)}
      >
        {t('openSource')}
      </Button>
    );
  }
  if (shown.length === 0) return null;
  return (
    <>
      <TranslationBadges file={file} />
      {shown.map((translation) =>
        translation.status === 'missing' ? (
          <Button
            key={translation.lang}
            size="compact-xs"
            variant="light"
            onClick={() => void createTranslation(file.path)}
          >
            {t('createTranslation')}
          </Button>
        ) : (
          <Button
            key={translation.lang}
            size="compact-xs"
            variant="subtle"
            onClick={() => open(translation.path)}
          >
            {t('openTranslation')}
          </Button>
        ),
      )}
    </>
  );
}
