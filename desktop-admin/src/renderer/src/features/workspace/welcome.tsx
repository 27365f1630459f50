import { Button, Center, Code, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectForm } from '../../components/connect-form';
import { useWorkspace } from '../../app/workspace-context';
import { TRANSLATION_PATTERN, WORKSPACE_LAYOUT } from '../../../../shared/workspace-layout-table';

/** The layout as the welcome screen shows it: each content file's place, then how translations sit. */
const LAYOUT = [...WORKSPACE_LAYOUT.map((entry) => entry.pattern), TRANSLATION_PATTERN].join('\n');

/**
 * First screen: open a content folder, start an empty one, start one of samples (never aimed at
 * live content), or pull: connect first if need be (no workspace is needed for that), then
 * choose an empty folder for a new workspace and pull the live content into it.
 */
export function Welcome() {
  const { t } = useTranslation();
  const { openFolder, createWorkspace, createSample, pullIntoNew, connection } = useWorkspace();
  // Pull was asked for before connecting: once connected, it goes on to the folder and the dialog.
  const [connecting, setConnecting] = useState(false);
  useEffect(() => {
    if (!connecting || !connection) return;
    setConnecting(false);
    void pullIntoNew();
  }, [connecting, connection, pullIntoNew]);
  return (
    <Center h="100%" p="xl">
      <Paper withBorder p="xl" radius="md" maw={640}>
        <Stack>
          <Title order={1} size="h2">
            {t('welcomeTitle')}
          </Title>
          <Text>{t('welcomeText')}</Text>
          <Group>
            <Button onClick={() => void openFolder()}>{t('openFolder')}</Button>
            <Button variant="default" onClick={() => void createWorkspace()}>
              {t('newEmptyWorkspace')}
            </Button>
            <Button variant="default" color="orange" onClick={() => void createSample()}>
              {t('sampleWorkspace')}
            </Button>
            <Button variant="light" onClick={() => (connection ? void pullIntoNew() : setConnecting(true))}>
              {t('pullFromServer')}
            </Button>
          </Group>
          <Modal opened={connecting} onClose={() => setConnecting(false)} title={t('connectTitle')}>
            <Stack gap="sm">
              <Text size="sm">{t('welcomeConnectFirst')}</Text>
              <ConnectForm />
            </Stack>
          </Modal>
          <Text size="sm" c="dimmed">
            {t('sampleWorkspaceHint')}
          </Text>
          <Title order={2} size="h5">
            {t('layoutTitle')}
          </Title>
          <Code block>{LAYOUT}</Code>
        </Stack>
      </Paper>
    </Center>
  );
}
