import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../hooks/use-content';
import { LoadState } from '../components/load-state';
import { TabHeader } from '../components/tab-header';
import { deletePath, getAdminPath, useAdminPaths } from './api/paths';
import { PathEditor } from './components/path-editor';

/** What a new path's editor starts from: a valid one-day path to rename and fill. */
const NEW_PATH = JSON.stringify(
  {
    id: 'new-path',
    title: { en: 'New path', es: 'Nuevo camino' },
    description: { en: 'What this path is for.', es: 'Para qué es este camino.' },
    start: 'on-join',
    days: [{ gospel: true, prompt: { en: 'A short prompt.', es: 'Una breve invitación.' } }],
  },
  null,
  2,
);

/**
 * The Paths tab: the published reading paths, each to edit (its JSON) or delete, and a new one.
 * Every change has its dry run first and lands in the history, where it can be reverted.
 */
export default function PathsTab() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const paths = useAdminPaths();
  // The editor's starting text and a key that remounts it for another path.
  const [editing, setEditing] = useState<{ key: string; text: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const edit = async (id: string) => {
    setMessage(null);
    const file = await getAdminPath(id);
    setEditing({ key: `${id}-${Date.now()}`, text: JSON.stringify(file, null, 2) });
  };
  const remove = async (id: string) => {
    // The dry run says what would go; the browser's confirm asks before it does.
    const dry = await deletePath(id, true);
    if (!window.confirm(`${dry.message}. ${t('adminPathsDeleteConfirm')}`)) return;
    const done = await deletePath(id);
    setMessage(done.message);
    await paths.mutate();
  };

  return (
    <Stack gap="md">
      <TabHeader title={t('adminPathsTitle')} lead={t('adminPathsLead')} />
      <LoadState
        result={paths}
        errorKey="adminPathsLoadError"
        errorTestId="paths-load-error"
        skeleton={[36, 36, 36]}
      >
        {(list) => (
          <Stack gap="xs" component="ul" className="plain-list" data-testid="admin-paths">
            {list.paths.map((path) => (
              <li key={path.id}>
                <Paper withBorder p="sm">
                  <Group justify="space-between" gap="xs">
                    <div>
                      <Text fw={600}>{path.title[lang]}</Text>
                      <Text size="xs" c="dimmed">
                        {path.id} · {t('adminPathsDays', { count: path.day_count })} · {path.start}
                      </Text>
                    </div>
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => void edit(path.id)}>
                        {t('adminPathsEdit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void remove(path.id)}>
                        {t('adminPathsDelete')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              </li>
            ))}
          </Stack>
        )}
      </LoadState>
      {message && <Text data-testid="admin-paths-message">{message}</Text>}
      <Group>
        <Button variant="default" onClick={() => setEditing({ key: `new-${Date.now()}`, text: NEW_PATH })}>
          {t('adminPathsNew')}
        </Button>
      </Group>
      {editing && <PathEditor key={editing.key} initial={editing.text} onPublished={() => paths.mutate()} />}
    </Stack>
  );
}
