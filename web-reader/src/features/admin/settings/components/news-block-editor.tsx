import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import {
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { NewsConfig } from '@camino/schemas/news-config';
import { useTranslation } from 'react-i18next';
import { NewsBlock } from '../../../../components/news-block';
import { charCount, NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX, newsProblems } from '../utils/news-form';

interface NewsBlockEditorProps {
  kind: 'public' | 'private';
  value: NewsConfig;
  onChange: (value: NewsConfig) => void;
  disabled: boolean;
}

/** A counter under a field: n/max, in the error colour once over the limit. */
function Counter({ count, max, id }: { count: number; max: number; id: string }) {
  return (
    <Text
      size="xs"
      ta="end"
      id={id}
      className={count > max ? 'text-error' : undefined}
      c={count > max ? undefined : 'dimmed'}
    >
      {count}/{max}
    </Text>
  );
}

/** "Both" leaves the block unmarked: news are often written in both languages at once. */
const BOTH = 'both';

/** The block with its language set, or unmarked. */
function withLanguage(value: NewsConfig, lang: string): NewsConfig {
  const { lang: _previous, ...rest } = value;
  return lang === 'en' || lang === 'es' ? { ...rest, lang } : rest;
}

/**
 * One news block: shown or not, title and description with their counters, and a live preview
 * drawn by the home page's own component (same Markdown renderer, same `<First_Name>` rule), with
 * a sample first name for the members' block.
 */
export function NewsBlockEditor({ kind, value, onChange, disabled }: NewsBlockEditorProps) {
  const { t } = useTranslation();
  const problems = newsProblems(value);
  const titleCount = charCount(value.title);
  const description = value.description ?? '';
  const descriptionCount = charCount(description);
  const prefix = `news-${kind}`;

  return (
    <Paper
      withBorder
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby={`${prefix}-legend`}
      data-testid={`${prefix}-editor`}
    >
      <Stack gap="sm">
        <Title order={4} size="h5" id={`${prefix}-legend`}>
          {kind === 'public' ? t('adminNewsPublicTitle') : t('adminNewsPrivateTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {kind === 'public' ? t('adminNewsPublicHelp') : t('adminNewsPrivateHelp')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="xs">
            <Switch
              label={t('adminNewsEnabled')}
              checked={value.enabled}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, enabled: event.currentTarget.checked })}
            />
            <div>
              <TextInput
                label={t('adminNewsTitleLabel')}
                value={value.title}
                disabled={disabled}
                onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
                error={
                  problems.includes('titleRequired')
                    ? t('adminNewsTitleRequired')
                    : problems.includes('titleTooLong')
                      ? t('adminNewsTitleTooLong', { max: NEWS_TITLE_MAX })
                      : undefined
                }
                aria-describedby={`${prefix}-title-count`}
              />
              <Counter count={titleCount} max={NEWS_TITLE_MAX} id={`${prefix}-title-count`} />
            </div>
            <div>
              <Textarea
                label={t('adminNewsDescriptionLabel')}
                description={t('adminNewsMarkdownHelp')}
                value={description}
                disabled={disabled}
                autosize
                minRows={4}
                maxRows={14}
                onChange={(event) => onChange({ ...value, description: event.currentTarget.value })}
                error={
                  problems.includes('descriptionTooLong')
                    ? t('adminNewsDescriptionTooLong', { max: NEWS_DESCRIPTION_MAX })
                    : undefined
                }
                aria-describedby={`${prefix}-description-count`}
              />
              <Counter
                count={descriptionCount}
                max={NEWS_DESCRIPTION_MAX}
                id={`${prefix}-description-count`}
              />
            </div>
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${prefix}-lang-label`}>
                {t('adminNewsLanguageLabel')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby={`${prefix}-lang-label`}
                aria-describedby={`${prefix}-lang-help`}
                value={value.lang ?? BOTH}
                disabled={disabled}
                onChange={(lang) => onChange(withLanguage(value, lang))}
                data={[
                  { value: BOTH, label: t('adminNewsLanguageBoth') },
                  { value: 'en', label: t('adminNewsLanguageEnglish') },
                  { value: 'es', label: t('adminNewsLanguageSpanish') },
                ]}
              />
              <Text size="xs" c="dimmed" id={`${prefix}-lang-help`}>
                {t('adminNewsLanguageHelp')}
              </Text>
            </Stack>
          </Stack>
          <Stack gap="xs" data-testid={`${prefix}-preview`}>
            <Text size="sm" fw={600}>
              {t('adminNewsPreview')}
            </Text>
            {!value.enabled && (
              <Text size="xs" c="dimmed">
                {t('adminNewsPreviewHidden')}
              </Text>
            )}
            {value.title.trim() ? (
              <NewsBlock
                kind={kind}
                news={{ ...value, enabled: true }}
                firstName={kind === 'private' ? t('adminNewsSampleName') : undefined}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('adminNewsPreviewEmpty')}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
