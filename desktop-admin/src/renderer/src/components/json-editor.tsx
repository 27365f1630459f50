import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../shared/workspace-types';
import { useWorkspace } from '../app/workspace-context';
import { CodeEditor } from './code-editor';
import { EditorToolbar } from './editor-toolbar';
import { useFileText } from '../lib/use-file-text';

/** A JSON content file in Monaco, validated live against its shared schema. */
export function JsonEditor({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation();
  const { reveal } = useWorkspace();
  const { loaded, text, dirty, setText, save, revert } = useFileText(file.path);
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <EditorToolbar file={file} dirty={dirty} onSave={() => void save()} onRevert={revert} />
      <Box style={{ flex: 1, minHeight: 0 }}>
        <CodeEditor
          path={file.path}
          language="json"
          value={text}
          onChange={setText}
          onSave={() => void save()}
          reveal={reveal?.path === file.path ? reveal : null}
          ready={loaded}
          label={t('colFile') + ': ' + file.path}
        />
      </Box>
    </Box>
  );
}
