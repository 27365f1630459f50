import { Badge, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OnDemandMarkdownContent } from './on-demand-markdown-content';
import type { NewsConfig } from '@camino/schemas/news-config';
import { settingText } from '@camino/schemas/content-language';
import { useUiLanguage } from '../hooks/use-content';
import { personalize } from '../lib/personalize';
import classes from './news-block.module.css';

interface NewsBlockProps {
  kind: 'private' | 'public';
  news: NewsConfig;
  firstName?: string;
}

/**
 * One news block: its label, title and limited Markdown, in the reader's language when the block
 * has that translation; hidden unless enabled with a title.
 */
export function NewsBlock({ kind, news, firstName }: NewsBlockProps) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  if (!news.enabled || !news.title?.trim()) return null;
  const heading = settingText(news, 'title', ui);
  // A translated block is shown whole: its own description (or none) goes with its title.
  const translated = heading.lang === ui && news.lang !== ui;
  const words = translated ? news.translation : news;
  const title = personalize(heading.text ?? '', firstName);
  const description = words?.description ? personalize(words.description, firstName, true) : '';
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      className={kind === 'private' ? classes.private : classes.public}
      aria-label={kind === 'private' ? t('memberContent') : t('publicAnnouncement')}
      data-testid={`news-${kind}`}
    >
      <Stack gap="xs">
        <Badge variant="light" color={kind === 'private' ? 'grape' : 'indigo'} radius="sm">
          {kind === 'private' ? t('memberContent') : t('publicAnnouncement')}
        </Badge>
        {/* The block's own language, when it states one (the label above is the UI's). */}
        <Stack gap="xs" lang={heading.lang}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && <OnDemandMarkdownContent source={description} />}
        </Stack>
      </Stack>
    </Paper>
  );
}
