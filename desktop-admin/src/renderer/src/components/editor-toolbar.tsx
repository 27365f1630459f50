import { Badge, Button, Group, Kbd, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../shared/workspace-types';
import { FileActions } from './file-actions';
import { FileStatusBadge } from './file-status';
import { TranslationActions } from './translation-actions';

interface EditorToolbarProps {
  file: WorkspaceFile;
  dirty: boolean;
  onSave: () => void;
  onRevert: () => void;
  saveDisabled?: boolean;
  children?: ReactNode;
}

/** The file's path and state, with Save (Ctrl/Cmd+S) and Revert. */
export function EditorToolbar({ file, dirty, onSave, onRevert, saveDisabled, children }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" px="sm" py={6} wrap="nowrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate data-testid="editor-path">
          {file.path}
        </Text>
        <FileStatusBadge file={file} />
        <TranslationActions file={file} />
        {dirty && (
          <Badge size="sm" color="yellow" variant="outline">
            {t('unsaved')}
          </Badge>
        )}
        {children}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <FileActions key={file.path} file={file} />
        <Button size="xs" variant="default" onClick={onRevert} disabled={!dirty}>
          {t('revert')}
        </Button>
        <Button
          size="xs"
          onClick={onSave}
          disabled={!dirty || saveDisabled}
          rightSection={<Kbd size="xs">Ctrl S</Kbd>}
        >
          {t('save')}
        </Button>
      </Group>
    </Group>
  );
}
