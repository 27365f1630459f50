import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AboutEditor } from '../features/markdown/about-editor';
import { NewsEditor } from '../features/markdown/news-editor';
import { ButtonsEditor } from '../features/markdown/settings-editors';
import { ImageEditor } from '../features/markdown/image-editor';
import { useWorkspace } from './workspace-context';
import { JsonEditor } from '../components/json-editor';

/** The selected file in the editor that suits it: About and news get Markdown previews. */
export function EditorPane() {
  const { t } = useTranslation();
  const { snapshot, selected } = useWorkspace();
  const file = snapshot?.files.find((f) => f.path === selected);
  if (!file) {
    return (
      <Center h="100%">
        <Text c="dimmed">{t('selectFile')}</Text>
      </Center>
    );
  }
  if (file.kind === 'about' || file.translationOf?.kind === 'about')
    return <AboutEditor key={file.path} file={file} />;
  if (file.kind === 'news') return <NewsEditor key={file.path} file={file} />;
  if (file.kind === 'image') return <ImageEditor key={file.path} file={file} />;
  if (file.kind === 'buttons') return <ButtonsEditor key={file.path} file={file} />;
  return <JsonEditor file={file} />;
}
