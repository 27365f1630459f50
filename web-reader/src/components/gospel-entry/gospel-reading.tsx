import { Anchor, Stack, Text, Title, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyHref } from '@camino/schemas/link-policy';
import { usePrerenderedHtml } from '../../hooks/use-prerendered-html';
import { siteOrigin } from '../../lib/site-origin';
import { sanitizeHtml } from '../../lib/markdown';
import { cleanVerses } from './clean-verses';
import type { LocalizedGospel } from './localize-entry';
import { parseMarkdownLink } from './markdown-link';
import classes from './gospel-reading.module.css';

/** Heading, introduction, the cleaned verses, the reflection (sanitized HTML) and related links. */
export function GospelReading({ gospel }: { gospel: LocalizedGospel }) {
  const { t } = useTranslation();
  const verses = useMemo(() => cleanVerses(gospel.verses), [gospel.verses]);
  // Hydrating a pre-rendered page, the server's HTML stays (see usePrerenderedHtml).
  const { id: reflectionId, html: reflection } = usePrerenderedHtml(gospel.reflexion ?? '', () =>
    gospel.reflexion ? sanitizeHtml(gospel.reflexion) : '',
  );
  const links = gospel.links
    .map(parseMarkdownLink)
    .filter((link) => link !== null && classifyHref(link.url, siteOrigin()) !== null);

  return (
    <Stack gap="lg">
      <section aria-labelledby="gospel-reading-title">
        <Title
          order={2}
          size="h3"
          id="gospel-reading-title"
          mb="xs"
          lang={gospel.heading ? gospel.languages.reading : undefined}
        >
          {gospel.heading || t('gospelReading')}
        </Title>
        {gospel.intro && (
          <Text fs="italic" c="dimmed" mb="sm" lang={gospel.languages.reading} data-testid="gospel-intro">
            {gospel.intro}
          </Text>
        )}
        {verses.length > 0 ? (
          <ul className={classes.verses} lang={gospel.languages.reading} data-testid="gospel-verses">
            {verses.map((verse) => (
              <li key={verse}>{verse}</li>
            ))}
          </ul>
        ) : (
          <Text c="dimmed">{t('noVerses')}</Text>
        )}
      </section>

      {reflection && (
        <section aria-labelledby="gospel-reflection-title" className={classes.reflection}>
          <Title order={2} size="h3" id="gospel-reflection-title" mb="xs">
            {t('reflection')}
          </Title>
          {/* Safe: sanitizeHtml keeps a strict allow-list (see lib/markdown.ts). */}
          <Typography className="markdown" lang={gospel.languages.reflexion}>
            <div
              id={reflectionId}
              dangerouslySetInnerHTML={{ __html: reflection }}
              data-testid="gospel-reflection"
            />
          </Typography>
        </section>
      )}

      {links.length > 0 && (
        <section aria-labelledby="gospel-links-title">
          <Title order={2} size="h4" id="gospel-links-title" mb="xs">
            {t('relatedLinks')}
          </Title>
          <ul className={classes.links} lang={gospel.languages.links}>
            {links.map((link) => (
              <li key={link!.url}>
                <Anchor href={link!.url} target="_blank" rel="noopener noreferrer">
                  {link!.text}
                </Anchor>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
}
