import { Button, Group, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictView } from '../../../../shared/server-types';
import { modelPath, monaco } from '../../lib/monaco-setup';

type DiffEditorInstance = Parameters<DiffOnMount>[0];

interface MergeViewProps {
  conflict: ConflictView | null;
  onUse: (merged: string) => void;
  onCancel: () => void;
}

/**
 * The server's text (read only, left) beside the workspace's (right), which the admin edits into
 * the result: what the right side holds when they confirm replaces the workspace file and is then
 * published over the server's.
 */
export function MergeView({ conflict, onUse, onCancel }: MergeViewProps) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const editor = useRef<DiffEditorInstance | null>(null);
  const language = conflict?.path.endsWith('.json') ? 'json' : 'markdown';
  const paths = conflict
    ? [modelPath(`merge/theirs/${conflict.path}`), modelPath(`merge/mine/${conflict.path}`)]
    : [];
  const pathsKey = paths.join('|');
  // The wrapper disposes its models before its diff editor, which Monaco reports as an error:
  // it keeps them, and they are disposed here once the editor is gone.
  useEffect(() => {
    if (!pathsKey) return;
    return () => {
      setTimeout(() => {
        for (const path of pathsKey.split('|')) monaco.editor.getModel(monaco.Uri.parse(path))?.dispose();
      }, 0);
    };
  }, [pathsKey]);
  return (
    <Modal
      opened={conflict !== null}
      onClose={onCancel}
      size="90%"
      title={t('mergeTitle', { path: conflict?.path ?? '' })}
    >
      {conflict && (
        <Stack gap="xs" data-testid="merge-view">
          <Group grow>
            <Text size="sm" fw={600}>
              {t('mergeTheirs')}
            </Text>
            <Text size="sm" fw={600}>
              {t('mergeMine')}
            </Text>
          </Group>
          <div style={{ height: '55vh', border: '1px solid var(--mantine-color-default-border)' }}>
            <DiffEditor
              original={conflict.theirs}
              modified={conflict.mine}
              language={language}
              // Their own model paths: the open file's editor keeps its model.
              originalModelPath={paths[0]}
              modifiedModelPath={paths[1]}
              keepCurrentOriginalModel
              keepCurrentModifiedModel
              theme={scheme === 'dark' ? 'vs-dark' : 'light'}
              options={{
                originalEditable: false,
                renderSideBySide: true,
                wordWrap: 'on',
                minimap: { enabled: false },
              }}
              onMount={(instance) => {
                editor.current = instance;
              }}
            />
          </div>
          <Text size="xs" c="dimmed">
            {t('mergeHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button
              data-testid="merge-use"
              onClick={() => onUse(editor.current?.getModifiedEditor().getValue() ?? conflict.mine)}
            >
              {t('mergeUse')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
