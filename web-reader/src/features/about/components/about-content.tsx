import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, RetryButton } from '../../../components/load-error-alert';
import { FallbackLabel } from '../../../components/fallback-label';
import { MarkdownContent } from '../../../components/markdown-content';
import { useTextLang } from '../../../hooks/use-content';
import { DOCUMENT_TAGS } from '@camino/schemas/html-policy';
import { useAbout } from '../api/get-about';
import { withoutLeadingTitle } from '../utils/without-leading-title';

/**
 * The About Markdown (without its own opening title) with its loading (fixed-height skeleton),
 * error and retry states.
 */
export function AboutContent({ headingOffset = 1 }: { headingOffset?: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate, isValidating } = useAbout();
  const lang = useTextLang(data);

  // By the data, not `isLoading`: a pre-rendered page revalidates what it shows without a skeleton.
  if (!data && (isLoading || !error)) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')} mih={320}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={24} width="40%" mt="md" />
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
      </Stack>
    );
  }
  if (error || !data) {
    return (
      <LoadErrorAlert title={t('errorLoadingAbout')} onRetry={() => void mutate()}>
        <Text size="sm" mb="sm">
          {t('aboutFallbackContact')}
        </Text>
        <RetryButton onRetry={() => void mutate()} loading={isValidating} />
      </LoadErrorAlert>
    );
  }
  // The text in the UI language when it has a version in it, else the source with the label, under
  // the title its page or dialog already shows.
  const { body, promote } = withoutLeadingTitle(data.content);
  return (
    <>
      <FallbackLabel version={data} mb="sm" />
      <div lang={lang}>
        <MarkdownContent
          source={body}
          tags={DOCUMENT_TAGS}
          headingOffset={Math.max(0, headingOffset - promote)}
        />
      </div>
    </>
  );
}
