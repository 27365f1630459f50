import { ActionIcon, Alert, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, type Problem } from '@camino/schemas/messages/render-problem';
import { REMOVABLE_ON_SERVER } from '../../../shared/server-types';
import type { WorkspaceFile } from '../../../shared/workspace-types';
import { api } from '../lib/api';
import { useWorkspace } from '../app/workspace-context';

/**
 * Rename and delete for the open file, behind a small menu in the editor's toolbar. Delete asks
 * first and says what happens on the server: only the local file goes now; for a gospel, theme or
 * chapter file the next dry run offers its removal there as a step ticked on purpose, any other
 * file's content the server keeps.
 */
export function FileActions({ file }: { file: WorkspaceFile }) {
  const { t, i18n } = useTranslation();
  const { adopt, open, setDraft } = useWorkspace();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [target, setTarget] = useState(file.path);
  const [error, setError] = useState<string | null>(null);
  const say = (problems: readonly Problem[]) =>
    problems.map((p) => localizedText(p, i18n.language)).join(' ');

  const close = () => {
    setDialog(null);
    setError(null);
  };

  const rename = async () => {
    const result = await api.workspace.rename(file.path, target.trim());
    if (!result.ok) return setError(say(result.problems));
    setDraft(file.path, null);
    adopt(result.value);
    open(target.trim());
    close();
  };

  const remove = async () => {
    const result = await api.workspace.delete(file.path);
    if (!result.ok) return setError(say(result.problems));
    setDraft(file.path, null);
    adopt(result.value);
    close();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="md" aria-label={t('fileActions')} data-testid="file-actions">
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() => {
              setTarget(file.path);
              setDialog('rename');
            }}
          >
            {t('rename')}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => setDialog('delete')}>
            {t('delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'rename' && (
        <Modal opened onClose={close} title={t('renameTitle')}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void rename();
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={t('newPath')}
                description={t('newPathHint')}
                value={target}
                onChange={(e) => setTarget(e.currentTarget.value)}
                error={error}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('cancel')}
                </Button>
                <Button type="submit">{t('rename')}</Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      )}
      {dialog === 'delete' && (
        <Modal opened onClose={close} title={t('deleteTitle')}>
          <Stack gap="sm">
            <Text size="sm">
              {t(REMOVABLE_ON_SERVER.has(file.kind) ? 'deleteConfirmRemovable' : 'deleteConfirmKept', {
                path: file.path,
              })}
            </Text>
            {error && (
              <Alert color="red" py={6}>
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button color="red" onClick={() => void remove()}>
                {t('delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
