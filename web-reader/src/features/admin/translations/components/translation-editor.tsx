import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { DOCUMENT_TAGS } from '@camino/schemas/html-policy';
import type { TranslationDetail } from '@camino/schemas/api/translations';
import type { TranslationRef } from '@camino/schemas/translation-ref';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MarkdownContent } from '../../../../components/markdown-content';
import { DeleteConfirm } from '../../components/delete-confirm';
import { LoadState } from '../../components/load-state';
import { useTranslationEdit, type TranslationEdit } from '../hooks/use-translation-edit';
import { documentText } from '../utils/document-text';
import type { StatusFilter } from '../utils/group-translations';
import { tabSearch } from '../utils/selection';
import { StatusBadge } from './status-badge';
import { TranslationOutcome } from './translation-outcome';

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export interface TranslationEditorProps {
  translation: TranslationRef;
  /** The item's title in the list (the source's). */
  title: string;
  /** The list's filter, kept for the way back. */
  filter: StatusFilter;
}

/**
 * One item side by side: its source, read-only, beside its translation, editable (About's
 * Markdown with the preview /about draws). Save shows the dry run, then Publish; an out-of-date
 * translation may instead be marked still valid; Delete asks first.
 */
export function TranslationEditor({ translation, title, filter }: TranslationEditorProps) {
  const { t } = useTranslation();
  const edit = useTranslationEdit(translation);
  return (
    <Stack gap="md" data-testid="translation-editor-screen">
      <Anchor component={Link} to={{ search: tabSearch(filter) }} size="sm" data-testid="translation-back">
        ← {t('adminTranslationBack')}
      </Anchor>
      <LoadState result={edit.detail} errorKey="adminTranslationLoadError" skeleton={[36, 320]}>
        {(detail) => <EditorBody detail={detail} edit={edit} title={title} />}
      </LoadState>
    </Stack>
  );
}

function EditorBody({
  detail,
  edit,
  title,
}: {
  detail: TranslationDetail;
  edit: TranslationEdit;
  title: string;
}) {
  const { t } = useTranslation();
  const { flow, removal } = edit;
  const status = detail.translation?.status ?? 'missing';
  const about = detail.kind === 'about';
  const busy = flow.busy || removal.deleting;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <StatusBadge status={status} />
      </Group>
      {status === 'stale' && (
        <Alert color="orange" data-testid="translation-stale-note">
          {t('adminTranslationStaleNote')}
        </Alert>
      )}
      {status === 'missing' && !about && (
        <Alert color="blue" data-testid="translation-copied-note">
          {t('adminTranslationCopied')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Textarea
          label={t('adminTranslationSource')}
          description={t('adminTranslationSourceHelp')}
          value={documentText(detail.kind, detail.source.content)}
          readOnly
          rows={18}
          lang={SOURCE_LANGUAGE}
          styles={MONOSPACE}
          data-testid="translation-source"
        />
        <Stack gap={6} miw={0}>
          <Textarea
            label={t('adminTranslationTarget')}
            description={t(about ? 'adminTranslationTargetHelpMarkdown' : 'adminTranslationTargetHelpJson')}
            value={edit.text}
            onChange={(event) => edit.edit(event.currentTarget.value)}
            disabled={busy}
            rows={18}
            lang={detail.lang}
            spellCheck={about}
            styles={MONOSPACE}
            data-testid="translation-editor"
          />
          {edit.dirty && (
            <Text size="xs" c="dimmed">
              {t('adminTranslationUnsaved')}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      {about && <MarkdownPreview text={edit.text} lang={detail.lang} />}
      <TranslationOutcome edit={edit} title={title} />
      {!flow.review && (
        <Group justify="flex-end" gap="sm">
          {detail.translation && (
            <Button
              variant="light"
              color="red"
              onClick={edit.askDelete}
              disabled={busy}
              data-testid="translation-delete"
            >
              {t('adminTranslationDelete')}
            </Button>
          )}
          {status === 'stale' && (
            <Button
              variant="light"
              onClick={edit.confirmStillValid}
              disabled={busy || edit.dirty}
              loading={flow.step.kind === 'checking' && flow.step.value.kind === 'confirm'}
              title={t('adminTranslationStillValidHelp')}
              data-testid="translation-still-valid"
            >
              {t('adminTranslationStillValid')}
            </Button>
          )}
          <Button
            onClick={edit.save}
            disabled={!edit.canSave}
            loading={flow.step.kind === 'checking' && flow.step.value.kind === 'save'}
            data-testid="translation-save"
          >
            {t('adminTranslationSave')}
          </Button>
        </Group>
      )}
      <DeleteConfirm
        deletion={removal}
        id="translation-delete-dialog"
        title={t('adminTranslationDeleteTitle')}
        message={t('adminTranslationDeleteMessage', { title })}
        confirmLabel={t('adminTranslationDeleteConfirm')}
        errorKey="adminTranslationDeleteError"
      />
    </Stack>
  );
}

/** The translated About page as /about will draw it: the same renderer, tags and heading shift. */
function MarkdownPreview({ text, lang }: { text: string; lang: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t('adminTranslationPreview')}
      data-testid="translation-preview"
    >
      <Title order={3} size="h5" mb="sm">
        {t('adminTranslationPreview')}
      </Title>
      {text.trim() ? (
        <div lang={lang}>
          <MarkdownContent source={text} tags={DOCUMENT_TAGS} headingOffset={1} />
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminTranslationPreviewEmpty')}
        </Text>
      )}
    </Paper>
  );
}
