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

/** First screen: open a content folder or start one with examples. */
export function Welcome() {
  const { t } = useTranslation();
  const { openFolder, createWorkspace } = useWorkspace();
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
              {t('newWorkspace')}
            </Button>
          </Group>
          <Title order={2} size="h5">
            {t('layoutTitle')}
          </Title>
          <Code block>{LAYOUT}</Code>
        </Stack>
      </Paper>
    </Center>
  );
}
