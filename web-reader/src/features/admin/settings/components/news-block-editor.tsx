import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { NewsConfig } from '@camino/schemas/news-config';
import { useTranslation } from 'react-i18next';
import { NewsBlock } from '../../../../components/news-block';
import {
  charCount,
  NEWS_DESCRIPTION_MAX,
  NEWS_TITLE_MAX,
  newsProblems,
  type NewsProblem,
} from '../utils/news-form';
import { TranslationFields, WrittenIn } from '../../components/written-in';

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

type Texts = Pick<NewsConfig, 'title' | 'description'>;

/** Which of the block's problems belong to a set of texts (the source's or the translation's). */
interface TextProblems {
  titleRequired: NewsProblem;
  titleTooLong: NewsProblem;
  descriptionTooLong: NewsProblem;
}
const SOURCE_PROBLEMS: TextProblems = {
  titleRequired: 'titleRequired',
  titleTooLong: 'titleTooLong',
  descriptionTooLong: 'descriptionTooLong',
};
const TRANSLATION_PROBLEMS: TextProblems = {
  titleRequired: 'translationTitleRequired',
  titleTooLong: 'translationTitleTooLong',
  descriptionTooLong: 'translationDescriptionTooLong',
};

/** The block with its language set, or unmarked; a translation typed is kept either way. */
const withLanguage = (value: NewsConfig, lang: NewsConfig['lang']): NewsConfig => {
  const { lang: _previous, ...rest } = value;
  return lang ? { ...rest, lang } : rest;
};

/** A title and a description with their counters and errors. */
function NewsTexts({
  id,
  texts,
  disabled,
  onChange,
  problems,
  codes,
}: {
  id: string;
  texts: Texts;
  disabled: boolean;
  onChange: (texts: { title: string; description?: string }) => void;
  problems: NewsProblem[];
  codes: TextProblems;
}) {
  const { t } = useTranslation();
  const description = texts.description ?? '';
  return (
    <>
      <div>
        <TextInput
          label={t('adminNewsTitleLabel')}
          value={texts.title}
          disabled={disabled}
          onChange={(event) => onChange({ ...texts, title: event.currentTarget.value })}
          error={
            problems.includes(codes.titleRequired)
              ? t('adminNewsTitleRequired')
              : problems.includes(codes.titleTooLong)
                ? t('adminNewsTitleTooLong', { max: NEWS_TITLE_MAX })
                : undefined
          }
          aria-describedby={`${id}-title-count`}
        />
        <Counter count={charCount(texts.title)} max={NEWS_TITLE_MAX} id={`${id}-title-count`} />
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
          onChange={(event) => onChange({ ...texts, description: event.currentTarget.value })}
          error={
            problems.includes(codes.descriptionTooLong)
              ? t('adminNewsDescriptionTooLong', { max: NEWS_DESCRIPTION_MAX })
              : undefined
          }
          aria-describedby={`${id}-description-count`}
        />
        <Counter count={charCount(description)} max={NEWS_DESCRIPTION_MAX} id={`${id}-description-count`} />
      </div>
    </>
  );
}

/**
 * One news block: shown or not, title and description with their counters, and a live preview
 * drawn by the home page's own component (same Markdown renderer, same `<First_Name>` rule), with
 * a sample first name for the members' block.
 */
export function NewsBlockEditor({ kind, value, onChange, disabled }: NewsBlockEditorProps) {
  const { t } = useTranslation();
  const problems = newsProblems(value);
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
            <NewsTexts
              id={prefix}
              texts={value}
              disabled={disabled}
              onChange={(texts) => onChange({ ...value, ...texts })}
              problems={problems}
              codes={SOURCE_PROBLEMS}
            />
            <WrittenIn
              id={prefix}
              value={value.lang}
              disabled={disabled}
              onChange={(lang) => onChange(withLanguage(value, lang))}
            />
            <TranslationFields from={value.lang}>
              <NewsTexts
                id={`${prefix}-translation`}
                texts={value.translation ?? { title: '' }}
                disabled={disabled}
                onChange={(translation) => onChange({ ...value, translation })}
                problems={problems}
                codes={TRANSLATION_PROBLEMS}
              />
            </TranslationFields>
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
