import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { MarkdownContent } from '../../../../components/markdown-content';
import { ApiError } from '../../../../lib/api-errors';
import { ABOUT_MAX_LENGTH } from '@camino/schemas/constants';
import { DOCUMENT_TAGS } from '@camino/schemas/html-policy';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { aboutItemKey, publicAboutKey, readAboutItem, saveAbout } from '../api/about';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { StaleBaseNotice } from '../../components/stale-base-notice';
import { useBasedSave, type StoredItem } from '../../components/use-based-save';
import { canSave, charCount } from '../utils/about-banner';
import { AboutBanner } from './about-banner';
import { AboutUpload } from './about-upload';
import { MarkdownGuide } from './markdown-guide';

/**
 * Upload (optional), edit, preview and save the About page. The preview is drawn exactly as
 * /about draws it: the same renderer, tags and heading shift. Every save sends the base the text
 * was made from, so another admin's change meanwhile is shown, never overwritten unseen.
 */
export function AboutEditor({ initial }: { initial: StoredItem<string> }) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const [content, setContent] = useState(initial.value);
  const [saved, setSaved] = useState(initial.value);
  // What a file load said; a save's outcome is the flow's own.
  const [notice, setNotice] = useState<string | null>(null);
  // Publish saves exactly the text and base its dry run checked.
  const save = useBasedSave({
    initial,
    read: async () => {
      const item = await readAboutItem();
      await mutate(aboutItemKey, item, { revalidate: false });
      return item;
    },
    check: (text: string, base) => saveAbout(text, base, true),
    publish: (text: string, base) => saveAbout(text, base),
    onLoad: (text) => {
      setContent(text);
      setSaved(text);
      setNotice(null);
    },
    after: async (_answer, text) => {
      setSaved(text);
      await mutate(
        publicAboutKey,
        { content: text, lang: SOURCE_LANGUAGE, fallback: false },
        { revalidate: false },
      );
    },
  });
  const { step } = save;
  const saving = save.busy;
  // Closing the banner hides this outcome only: the next save's outcome shows again.
  const [closed, setClosed] = useState<typeof step | null>(null);
  // A refused publish keeps its dry run, so Publish can be pressed again; not over a stale base,
  // which would be refused again: the conflict's own choices lead on from there.
  const review = step.kind === 'done' || save.conflict ? null : save.preview;
  const count = charCount(content);

  const errorText = (error: unknown) => {
    const detail = error instanceof ApiError && error.status !== 0 ? error.detail : undefined;
    return detail ? t('adminAboutErrorDetail', { detail }) : t('adminAboutSaveError');
  };
  // A stale base has its own notice with the admin's two choices instead of a red banner.
  const outcome =
    step.kind === 'failed' && !save.conflict
      ? errorText(step.error)
      : step.kind === 'done'
        ? t('adminAboutSaved')
        : null;
  const outcomeShown = outcome !== null && closed !== step;
  const message = outcomeShown ? outcome : notice;

  const check = () => {
    if (!canSave(content, saving)) return;
    setNotice(null);
    save.check(content);
  };

  return (
    <Stack gap="md">
      <AboutUpload
        disabled={saving}
        onLoaded={(text, filename) => {
          setContent(text);
          // The loaded text replaces what a dry run checked, and says so instead of its outcome.
          save.reset();
          setNotice(t('adminAboutFileLoaded', { filename }));
        }}
        onMessage={(text) => {
          save.reset();
          setNotice(text);
        }}
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
              // The dry run was of the text before this edit.
              if (review) save.reset();
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
              onClick={check}
              loading={saving && !review}
              disabled={!canSave(content, saving) || review !== null || save.conflict !== null}
              data-testid="about-save"
            >
              {t('adminAboutSave')}
            </Button>
          </Group>
          <div aria-live="polite">
            {review && (
              <DryRunReview
                id="about"
                changes={review.changes ?? []}
                busy={saving}
                onConfirm={() => save.confirm()}
                onCancel={save.cancel}
              />
            )}
            <StaleBaseNotice save={save} mine={content} testId="about" />
            {message && (
              <AboutBanner
                message={message}
                onClose={() => (outcomeShown ? setClosed(step) : setNotice(null))}
              />
            )}
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
