import { Alert, AppShell, Box, CloseButton, Group, List } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorPane } from './editor-pane';
import { PackModal } from '../features/pack/pack-modal';
import { ProblemsPanel } from '../features/problems/problems-panel';
import { PublishDrawer } from '../features/publish/publish-drawer';
import { PullModal } from '../features/pull/pull-modal';
import { FileTree } from '../features/workspace/file-tree';
import { Welcome } from '../features/workspace/welcome';
import { useWorkspace } from './workspace-context';
import { useWorkspaceWatch } from '../features/workspace/use-workspace-watch';
import { api } from '../lib/api';
import { configureJsonSchemas } from '../lib/monaco-setup';
import { AppHeader } from './app-header';

/** The window: header, file tree, editor over the problems panel, and the pack and publish panels. */
export function AppLayout() {
  const { t } = useTranslation();
  const { snapshot, notice, setNotice, setConnection } = useWorkspace();
  const [packOpen, setPackOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  useWorkspaceWatch();

  useEffect(() => {
    void api.workspace.schemas().then(configureJsonSchemas);
    void api.server.status().then(setConnection);
  }, [setConnection]);

  return (
    <AppShell
      header={{ height: 52 }}
      // Narrower tree below 1200px, so the editor keeps room at the minimum window (960×600).
      navbar={{ width: { base: 250, lg: 300 }, breakpoint: 0, collapsed: { desktop: !snapshot } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader onPack={() => setPackOpen(true)} onPublish={() => setPublishOpen(true)} />
      </AppShell.Header>
      <AppShell.Navbar p={4} aria-label={t('files')}>
        <FileTree />
      </AppShell.Navbar>
      <AppShell.Main style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
        {notice && (
          <Alert
            color={notice.color}
            title={notice.title}
            m="xs"
            data-testid="notice"
            withCloseButton={false}
          >
            <Group justify="space-between" align="start" wrap="nowrap">
              <List size="sm">
                {notice.lines.map((line, i) => (
                  <List.Item key={i}>{line}</List.Item>
                ))}
              </List>
              <CloseButton size="sm" onClick={() => setNotice(null)} aria-label={t('dismiss')} />
            </Group>
          </Alert>
        )}
        {snapshot ? (
          <>
            <Box style={{ flex: 1, minHeight: 0 }}>
              <EditorPane />
            </Box>
            <Box h="min(220px, 30dvh)" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <ProblemsPanel />
            </Box>
          </>
        ) : (
          <Welcome />
        )}
      </AppShell.Main>
      <PackModal opened={packOpen} onClose={() => setPackOpen(false)} />
      <PublishDrawer opened={publishOpen} onClose={() => setPublishOpen(false)} />
      <PullModal />
    </AppShell>
  );
}
