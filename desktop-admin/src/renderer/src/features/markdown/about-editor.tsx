import { Box, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../../shared/workspace-types';
import { ABOUT_MAX_LENGTH } from '@camino/schemas/constants';
import { DOCUMENT_TAGS } from '@camino/schemas/html-policy';
import { CodeEditor } from '../../components/code-editor';
import { EditorToolbar } from '../../components/editor-toolbar';
import { useFileText } from '../../lib/use-file-text';
import { useWorkspace } from '../../app/workspace-context';
import { CharCount } from './char-count';
import { MarkdownPreview } from './markdown-preview';

/** about.md in Monaco beside its live preview, as the public About page will show it. */
export function AboutEditor({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation();
  const { reveal } = useWorkspace();
  const { loaded, text, dirty, setText, save, revert } = useFileText(file.path);
  const blank = text.trim() === '';
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <EditorToolbar
        file={file}
        dirty={dirty}
        onSave={() => void save()}
        onRevert={revert}
        saveDisabled={blank}
      >
        <CharCount text={text} max={ABOUT_MAX_LENGTH} />
      </EditorToolbar>
      <SimpleGrid cols={2} spacing={0} style={{ flex: 1, minHeight: 0 }}>
        <Box style={{ minHeight: 0 }}>
          <CodeEditor
            path={file.path}
            language="markdown"
            value={text}
            onChange={setText}
            onSave={() => !blank && void save()}
            reveal={reveal?.path === file.path ? reveal : null}
            ready={loaded}
            label={t('aboutTitle')}
          />
        </Box>
        <ScrollArea
          style={{ minHeight: 0, borderLeft: '1px solid var(--mantine-color-default-border)' }}
          px="md"
        >
          <Stack gap={4} py="sm">
            <Title order={2} size="h6" c="dimmed">
              {t('preview')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('aboutHint')}
            </Text>
            <MarkdownPreview source={text} label={t('preview')} tags={DOCUMENT_TAGS} headingOffset={1} />
          </Stack>
        </ScrollArea>
      </SimpleGrid>
    </Box>
  );
}
