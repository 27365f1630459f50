import type { Change } from '@camino/schemas/publishing/field-changes';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { MarkdownContent } from '../../../../components/markdown-content';
import { ApiError } from '../../../../lib/api-errors';
import { ABOUT_MAX_LENGTH } from '@camino/schemas/constants';
import { DOCUMENT_TAGS } from '@camino/schemas/html-policy';
import { publicAboutKey, saveAbout } from '../api/about';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { canSave, charCount } from '../utils/about-banner';
import { AboutBanner } from './about-banner';
import { AboutUpload } from './about-upload';
import { MarkdownGuide } from './markdown-guide';

/**
 * Upload (optional), edit, preview and save the About page. The preview is drawn exactly as
 * /about draws it: the same renderer, tags and heading shift.
 */
export function AboutEditor({ initial }: { initial: string }) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const [content, setContent] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The dry run of the text about to be saved (#17): Publish saves exactly that text.
  const [review, setReview] = useState<{ content: string; changes: Change[] } | null>(null);
  const count = charCount(content);

  const check = async () => {
    if (!canSave(content, saving)) return;
    setSaving(true);
    setMessage(null);
    setReview(null);
    try {
      const answer = await saveAbout(content, true);
      setReview({ content, changes: answer.changes ?? [] });
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 0 ? error.detail : undefined;
      setMessage(detail ? t('adminAboutErrorDetail', { detail }) : t('adminAboutSaveError'));
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (!review) return;
    const checked = review.content;
    setSaving(true);
    setMessage(null);
    try {
      await saveAbout(checked);
      setReview(null);
      setSaved(checked);
      await mutate(publicAboutKey, { content: checked }, { revalidate: false });
      setMessage(t('adminAboutSaved'));
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 0 ? error.detail : undefined;
      setMessage(detail ? t('adminAboutErrorDetail', { detail }) : t('adminAboutSaveError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <AboutUpload
        disabled={saving}
        onLoaded={(text, filename) => {
          setContent(text);
          setMessage(t('adminAboutFileLoaded', { filename }));
        }}
        onMessage={setMessage}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={6}>
          <Textarea
            label={t('adminAboutEditorLabel')}
            description={t('adminAboutEditorHelp')}
            rows={12}
            value={content}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              setReview(null);
            }}
            disabled={saving}
            aria-describedby="about-count"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="about-editor"
          />
          <Group justify="space-between" gap="xs">
            <Text
              size="xs"
              id="about-count"
              className={count > ABOUT_MAX_LENGTH ? 'text-error' : undefined}
              c={count > ABOUT_MAX_LENGTH ? undefined : 'dimmed'}
              data-testid="about-count"
            >
              {t('adminAboutCount', {
                count,
                max: new Intl.NumberFormat(i18n.language).format(ABOUT_MAX_LENGTH),
              })}
            </Text>
            {content !== saved && (
              <Text size="xs" c="dimmed">
                {t('adminAboutUnsaved')}
              </Text>
            )}
          </Group>
          <Group justify="flex-end">
            <Button
              onClick={() => void check()}
              loading={saving && !review}
              disabled={!canSave(content, saving) || review !== null}
              data-testid="about-save"
            >
              {t('adminAboutSave')}
            </Button>
          </Group>
          <div aria-live="polite">
            {review && (
              <DryRunReview
                id="about"
                changes={review.changes}
                busy={saving}
                onConfirm={() => void save()}
                onCancel={() => setReview(null)}
              />
            )}
            {message && <AboutBanner message={message} onClose={() => setMessage(null)} />}
          </div>
        </Stack>
        <Paper
          withBorder
          p="md"
          component="section"
          aria-labelledby="about-preview-title"
          data-testid="about-preview"
          miw={0}
        >
          <Title order={3} size="h5" id="about-preview-title" mb="sm">
            {t('adminAboutPreview')}
          </Title>
          {content.trim() ? (
            <MarkdownContent source={content} tags={DOCUMENT_TAGS} headingOffset={1} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('adminAboutPreviewEmpty')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" component="section">
        <MarkdownGuide />
      </Paper>
    </Stack>
  );
}
