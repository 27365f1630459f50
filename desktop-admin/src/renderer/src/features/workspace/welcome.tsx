import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from './workspace-context';

const LAYOUT = `playlists/Vol_{n}.json
main/Vol_{n}/{n}-{i}.json
optional/Vol_{n}/{n}-{i}_o.json
temas/*.json
evangelios/*.json
about.md
news.json`;

/**
 * First screen: open a content folder, start an empty one, start one of samples (never aimed at
 * live content), or, when connected, start an empty one and pull the live content into it.
 */
export function Welcome() {
  const { t } = useTranslation();
  const { openFolder, createWorkspace, createSample, pullIntoNew, connection } = useWorkspace();
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
            {connection && (
              <Button variant="light" onClick={() => void pullIntoNew()}>
                {t('pullFromServer')}
              </Button>
            )}
          </Group>
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
