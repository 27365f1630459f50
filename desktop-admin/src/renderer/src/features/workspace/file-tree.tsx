import { ActionIcon, Box, Button, Group, NavLink, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, WorkspaceFile } from '../../../../shared/workspace-types';
import { FileStatusBadge } from '../../components/file-status';
import { TranslationBadges } from '../../components/translation-status';
import { NewFileModal } from './new-file-modal';
import { useWorkspace } from '../../app/workspace-context';

const GROUPS: Array<{ key: string; kinds: ContentKind[]; byVolume?: boolean }> = [
  { key: 'groupPlaylists', kinds: ['playlist'] },
  { key: 'groupMain', kinds: ['main'], byVolume: true },
  { key: 'groupOptional', kinds: ['optional'], byVolume: true },
  { key: 'groupTemas', kinds: ['tema'] },
  { key: 'groupPaths', kinds: ['path'] },
  { key: 'groupGospel', kinds: ['gospel'] },
  { key: 'groupSite', kinds: ['about', 'news', 'image', 'buttons'] },
  { key: 'groupOther', kinds: ['unknown'] },
];

const baseName = (path: string) => path.split('/').at(-1)!;

/** New file, Import ZIP and Refresh (read the folder again), above the tree. */
function TreeToolbar() {
  const { t } = useTranslation();
  const { importZip, refresh } = useWorkspace();
  const [newFile, setNewFile] = useState(false);
  return (
    <Group gap={4} wrap="nowrap" p={4}>
      <Button size="compact-xs" variant="light" onClick={() => setNewFile(true)}>
        {t('newFile')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => void importZip()}>
        {t('importZip')}
      </Button>
      <Tooltip label={t('refreshFromDisk')}>
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={t('refreshFromDisk')}
          onClick={() => void refresh()}
        >
          ⟳
        </ActionIcon>
      </Tooltip>
      {/* Mounted only while open: its form starts afresh each time. */}
      {newFile && <NewFileModal opened onClose={() => setNewFile(false)} />}
    </Group>
  );
}

/** The workspace's files by content type (chapters by volume), each with its state. */
export function FileTree() {
  const { t } = useTranslation();
  const { snapshot, selected, drafts, open } = useWorkspace();
  if (!snapshot) return null;
  // A translation is listed beside its source; one without a source in the workspace under Other.
  const kindOf = new Map(snapshot.files.map((f) => [f.path, f.kind]));
  const groupKind = (file: WorkspaceFile): ContentKind =>
    file.translationOf ? (kindOf.get(file.translationOf.source) ?? 'unknown') : file.kind;

  const fileLink = (file: WorkspaceFile) => (
    <NavLink
      key={file.path}
      data-path={file.path}
      active={file.path === selected}
      label={
        <Text size="sm" fs={file.path in drafts ? 'italic' : undefined} truncate>
          {baseName(file.path)}
          {file.path in drafts ? ` · ${t('unsaved')}` : ''}
        </Text>
      }
      rightSection={
        <Group gap={2} wrap="nowrap">
          <TranslationBadges file={file} />
          <FileStatusBadge file={file} />
        </Group>
      }
      onClick={() => open(file.path)}
    />
  );

  const volumesOf = (files: WorkspaceFile[]) => {
    const volumes = new Map<string, WorkspaceFile[]>();
    for (const file of files) {
      const folder = file.path.split('/')[1] ?? '';
      volumes.set(folder, [...(volumes.get(folder) ?? []), file]);
    }
    return [...volumes.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  };

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <TreeToolbar />
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" aria-label={snapshot.name}>
        {GROUPS.map(({ key, kinds, byVolume }) => {
          const files = snapshot.files.filter((f) => kinds.includes(groupKind(f)));
          if (files.length === 0) return null;
          const problems = files.reduce((n, f) => n + f.problems.length, 0);
          return (
            <NavLink
              key={key}
              label={t(key)}
              description={problems > 0 ? t('stateProblems', { count: problems }) : undefined}
              color={problems > 0 ? 'red' : undefined}
              defaultOpened
              childrenOffset="sm"
            >
              {byVolume
                ? volumesOf(files).map(([folder, inVolume]) => (
                    <NavLink key={folder} label={folder} defaultOpened childrenOffset="sm">
                      {inVolume.map(fileLink)}
                    </NavLink>
                  ))
                : files.map(fileLink)}
            </NavLink>
          );
        })}
      </ScrollArea>
    </Box>
  );
}
