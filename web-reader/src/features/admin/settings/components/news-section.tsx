import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LoadState } from '../../components/load-state';
import { adminErrorMessage } from '../../utils/error-message';
import { adminNewsKey, isPublicNewsKey, saveNews, useAdminNews } from '../api/news-config';
import { newsProblems, sameNews } from '../utils/news-form';
import { NewsBlockEditor } from './news-block-editor';

/** The public and members' news blocks of the home page, edited and saved together. */
export function NewsSection() {
  const { t } = useTranslation();
  const news = useAdminNews();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-news-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="settings-news-title">
          {t('adminNewsTitle')}
        </Title>
        <LoadState result={news} errorKey="adminNewsLoadError" skeleton={[180, 180]}>
          {(saved) => <NewsForm saved={saved} />}
        </LoadState>
      </Stack>
    </Paper>
  );
}

/** The form, started from the stored config; after a save the stored config is the new one. */
function NewsForm({ saved }: { saved: NewsConfigBody }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<NewsConfigBody>(saved);
  const [base, setBase] = useState<NewsConfigBody>(saved);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const dirty = !sameNews(draft.public, base.public) || !sameNews(draft.private, base.private);
  const valid = newsProblems(draft.public).length === 0 && newsProblems(draft.private).length === 0;

  const edit = (kind: 'public' | 'private') => (value: NewsConfigBody['public']) => {
    setDraft((current) => ({ ...current, [kind]: value }));
    setResult(null);
  };

  const save = async () => {
    setSaving(true);
    setResult(null);
    try {
      const { config } = await saveNews(draft);
      setBase(config);
      setDraft(config);
      await mutate(adminNewsKey, config, { revalidate: false });
      await mutate(isPublicNewsKey);
      setResult({ ok: true, text: t('adminNewsSaved') });
    } catch (error) {
      // The draft stays as typed, so nothing is lost.
      setResult({ ok: false, text: adminErrorMessage(error, t, 'adminNewsSaveError') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <NewsBlockEditor kind="public" value={draft.public} onChange={edit('public')} disabled={saving} />
      <NewsBlockEditor kind="private" value={draft.private} onChange={edit('private')} disabled={saving} />
      <Group justify="flex-end" gap="sm">
        {dirty && !saving && (
          <Text size="sm" c="dimmed">
            {t('adminNewsUnsaved')}
          </Text>
        )}
        <Button variant="default" onClick={() => setDraft(base)} disabled={!dirty || saving}>
          {t('adminNewsDiscard')}
        </Button>
        <Button
          onClick={() => void save()}
          loading={saving}
          disabled={!dirty || !valid}
          data-testid="news-save"
        >
          {t('adminNewsSave')}
        </Button>
      </Group>
      <div aria-live="polite">
        {result && (
          <Alert
            color={result.ok ? 'teal' : 'red'}
            variant="light"
            role={result.ok ? 'status' : 'alert'}
            data-testid="news-result"
          >
            {result.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
