import { Skeleton, Stack } from '@mantine/core';
import { useSession } from '../../../hooks/use-session';
import { useUiLanguage } from '../../../hooks/use-content';
import { useButtonConfig } from '../api/get-button-config';
import { useImageConfig } from '../api/get-image-config';
import { useNewsConfig } from '../api/get-news-config';
import { useVolumeProgress } from '../api/get-volume-progress';
import { useVolumes } from '../../../hooks/use-volumes';
import { useRememberMemberNewsPlace } from '../hooks/use-member-news-place';
import { MemberBlock } from './member-block';
import { MemberVolumeGrid } from './member-volume-grid';
import { ChapterSearch } from './chapter-search';
import { DonationBlock } from './donation-block';
import { FeaturedImage } from '../../../components/featured-image';
import { HomeButtons } from './home-buttons';
import { HomeHero } from './home-hero';
import { HomeLoadError } from './home-load-error';
import { HomeNewsBlock, newsShows, useNewsBlockLoaded } from './home-news-block';
import { StreakCard } from './streak-card';
import { useStreak } from '../api/get-streak';
import { VisitorNotice } from './visitor-notice';
import { VolumeGrid } from './volume-grid';

/**
 * Nothing to show yet. Judged by the data rather than SWR's `isLoading`, which stays true while a
 * pre-rendered page revalidates the data it was drawn from: that page must not turn to skeletons.
 */
const waiting = (swr: { data?: unknown; error?: unknown; isLoading: boolean }) =>
  swr.data === undefined && (swr.isLoading || !swr.error);

/**
 * Home (SPEC.md §2): for a member the "Continue" card and member news first, public news, the visitor notice, the featured image, the
 * Gospel and topics buttons, the chapter search, the volume grid (a member's: readable volumes
 * first, with covers) and the donation block. Volumes and news decide the loading and error
 * states; the optional parts simply stay hidden on failure.
 */
export function HomePage() {
  const { isAuthenticated, token, userInfo } = useSession();
  const volumes = useVolumes();
  const news = useNewsConfig(token);
  const image = useImageConfig();
  const gospelButton = useButtonConfig('/evangelio-button-config');
  const topicsButton = useButtonConfig('/topics-button-config');
  // The member's progress gives the Continue card and the covers; without it (or on failure) the
  // visitor's grid stays.
  const progress = useVolumeProgress(token, useUiLanguage());
  // The member's news, when there is some, also waits for its chunk (home-news-block.tsx).
  const newsLoaded = useNewsBlockLoaded(isAuthenticated && newsShows(news.data?.private));
  // The streak is part of the member's block: it waits with it, inside the place it holds.
  const streak = useStreak(token);
  const memberLoading =
    news.isLoading ||
    progress.isLoading ||
    streak.isLoading ||
    (newsShows(news.data?.private) && !newsLoaded);

  useRememberMemberNewsPlace(
    isAuthenticated && !memberLoading && Boolean(news.data),
    news.data,
    progress.data,
  );

  const error = volumes.error ?? news.error;
  const retry = () => {
    void volumes.mutate();
    void news.mutate();
  };

  return (
    <Stack gap="lg">
      <HomeHero />
      {error ? <HomeLoadError error={error} onRetry={retry} /> : null}

      {/*
        Where the member's block comes. Pre-rendered pages are the visitor's, so it is always in
        the markup, shown by CSS only to a stored session (data-signed-in, see public/boot.js),
        and holds the place, as tall as the block was last time, until the member's answer arrives.
      */}
      {(!isAuthenticated || memberLoading) && (
        <Skeleton
          height="var(--member-news-height, 140px)"
          radius="md"
          data-member-only
          data-member-news-place
        />
      )}
      {waiting(news) ? (
        <Skeleton height={140} radius="md" />
      ) : (
        news.data && (
          <>
            {isAuthenticated && !memberLoading && (
              <MemberBlock
                progress={progress.data}
                news={news.data.private}
                firstName={userInfo?.first_name}
                streak={token && streak.data ? <StreakCard token={token} /> : null}
              />
            )}
            <HomeNewsBlock kind="public" news={news.data.public} />
          </>
        )
      )}
      {!isAuthenticated && <VisitorNotice />}

      {waiting(image) ? (
        <Skeleton height="var(--featured-image-height)" radius="md" />
      ) : (
        image.data && <FeaturedImage config={image.data} />
      )}

      {waiting(gospelButton) || waiting(topicsButton) ? (
        <Skeleton height={42} radius="md" />
      ) : (
        <HomeButtons
          gospelEnabled={gospelButton.data === true}
          topicsEnabled={topicsButton.data === true}
          isAuthenticated={isAuthenticated}
        />
      )}

      <ChapterSearch isAuthenticated={isAuthenticated} volumes={volumes.data} />
      {!volumes.error &&
        (isAuthenticated && volumes.data && progress.data ? (
          <MemberVolumeGrid volumes={volumes.data} progress={progress.data.progress} />
        ) : (
          <VolumeGrid volumes={volumes.data} isAuthenticated={isAuthenticated} />
        ))}
      <DonationBlock />
    </Stack>
  );
}
