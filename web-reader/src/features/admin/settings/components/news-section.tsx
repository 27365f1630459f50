import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LoadState } from '../../components/load-state';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { adminNewsKey, isPublicNewsKey, saveNews, useAdminNews } from '../api/news-config';
import { newsProblems, newsToSend, sameNews } from '../utils/news-form';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { SaveReview } from '@camino/admin-ui/components/save-review';
import { NewsBlockEditor } from './news-block-editor';
import { AdminSection } from '../../components/admin-section';

/** The public and members' news blocks of the home page, edited and saved together. */
export function NewsSection() {
  const { t } = useTranslation();
  const news = useAdminNews();

  return (
    <AdminSection titleId="settings-news-title" title={t('adminNewsTitle')}>
      <LoadState result={news} errorKey="adminNewsLoadError" skeleton={[180, 180]}>
        {(saved) => <NewsForm saved={saved} />}
      </LoadState>
    </AdminSection>
  );
}

/**
 * The form, started from the stored config. Save asks for the dry run first: the fields that
 * would change, before and after, then Publish stores exactly what was checked.
 */
function NewsForm({ saved }: { saved: NewsConfigBody }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<NewsConfigBody>(saved);
  const [base, setBase] = useState<NewsConfigBody>(saved);
  const save = useDryRunFlow({
    check: (config: NewsConfigBody) => saveNews(config, true),
    publish: (config: NewsConfigBody) => saveNews(config),
    after: async ({ config }) => {
      setBase(config);
      setDraft(config);
      await mutate(adminNewsKey, config, { revalidate: false });
      await mutate(isPublicNewsKey);
    },
  });
  const { step, review } = save;
  const saving = save.busy;
  const reviewing = review !== null;

  const dirty = !sameNews(draft.public, base.public) || !sameNews(draft.private, base.private);
  const valid = newsProblems(draft.public).length === 0 && newsProblems(draft.private).length === 0;

  const edit = (kind: 'public' | 'private') => (value: NewsConfigBody['public']) => {
    setDraft((current) => ({ ...current, [kind]: value }));
    // Whatever was checked or said no longer matches the text.
    if (!saving) save.reset();
  };

  return (
    <Stack gap="md">
      <NewsBlockEditor
        kind="public"
        value={draft.public}
        onChange={edit('public')}
        disabled={saving || reviewing}
      />
      <NewsBlockEditor
        kind="private"
        value={draft.private}
        onChange={edit('private')}
        disabled={saving || reviewing}
      />
      {!reviewing && (
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
            onClick={() =>
              save.check({ public: newsToSend(draft.public), private: newsToSend(draft.private) })
            }
            loading={step.kind === 'checking'}
            disabled={!dirty || !valid}
            data-testid="news-save"
          >
            {t('adminNewsSave')}
          </Button>
        </Group>
      )}
      <div aria-live="polite">
        {review && (
          <SaveReview
            id="news"
            changes={review.changes ?? []}
            busy={step.kind === 'publishing'}
            onConfirm={() => save.confirm()}
            onCancel={save.cancel}
          />
        )}
        {step.kind === 'done' && (
          <Alert color="teal" variant="light" role="status" data-testid="news-result">
            {t('adminNewsSaved')}
          </Alert>
        )}
        {step.kind === 'failed' && (
          // The draft stays as typed, so nothing is lost.
          <Alert color="red" variant="light" role="alert" data-testid="news-result">
            {adminErrorMessage(step.error, t, 'adminNewsSaveError')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
