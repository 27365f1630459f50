import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewsConfig } from '@camino/schemas/news-config';
import type { ProgressResponse } from '@camino/schemas/api/volumes';
import { HomeNewsBlock } from './home-news-block';
import { ContinueCard } from './continue-card';

/**
 * What only a member sees at the top of home: the "Continue" card, the member news, then their
 * streak. One block, so that its height, remembered for the next visit (use-member-news-place.ts),
 * holds the place of all of them while the member's answers come. Nothing when all are absent.
 */
export function MemberBlock({
  progress,
  news,
  firstName,
  streak = null,
}: {
  progress?: ProgressResponse;
  news: NewsConfig;
  firstName?: string;
  streak?: ReactNode;
}) {
  const reading = progress?.continue_reading ?? null;
  const hasNews = news.enabled && Boolean(news.title?.trim());
  if (!reading && !hasNews && !streak) return null;
  return (
    <Stack gap="lg" data-member-block>
      {reading && (
        <ContinueCard
          reading={reading}
          progress={progress?.progress.find((entry) => entry.volume_number === reading.volume_number)}
        />
      )}
      <HomeNewsBlock kind="private" news={news} firstName={firstName} />
      {streak}
    </Stack>
  );
}
