import { Skeleton, Stack } from '@mantine/core';
import { useSession } from '../../../hooks/use-session';
import { useButtonConfig } from '../api/get-button-config';
import { useImageConfig } from '../api/get-image-config';
import { useNewsConfig } from '../api/get-news-config';
import { useVolumeProgress } from '../api/get-volume-progress';
import { useVolumes } from '../api/get-volumes';
import { ChapterSearch } from './chapter-search';
import { DonationBlock } from './donation-block';
import { FeaturedImage } from './featured-image';
import { HomeButtons } from './home-buttons';
import { HomeHero } from './home-hero';
import { HomeLoadError } from './home-load-error';
import { NewsBlock } from './news-section';
import { VisitorNotice } from './visitor-notice';
import { VolumeGrid } from './volume-grid';

/**
 * Home (SPEC.md §2): member news first, public news, the visitor notice, the featured image, the
 * Gospel and topics buttons, the chapter search, the volume grid and the donation block. Volumes
 * and news decide the loading and error states; the optional parts simply stay hidden on failure.
 */
export function HomePage() {
  const { isAuthenticated, token, userInfo } = useSession();
  const volumes = useVolumes();
  const news = useNewsConfig(token);
  const image = useImageConfig();
  const gospelButton = useButtonConfig('/evangelio-button-config');
  const topicsButton = useButtonConfig('/topics-button-config');
  // The member's progress decorates the cards; without it (or on failure) they simply show none.
  const progress = useVolumeProgress(token);

  const error = volumes.error ?? news.error;
  const retry = () => {
    void volumes.mutate();
    void news.mutate();
  };

  return (
    <Stack gap="lg">
      <HomeHero />
      {error ? <HomeLoadError error={error} onRetry={retry} /> : null}

      {news.isLoading ? (
        <Skeleton height={140} radius="md" />
      ) : (
        news.data && (
          <>
            {isAuthenticated && (
              <NewsBlock kind="private" news={news.data.private} firstName={userInfo?.first_name} />
            )}
            <NewsBlock kind="public" news={news.data.public} />
          </>
        )
      )}
      {!isAuthenticated && <VisitorNotice />}

      {image.isLoading ? (
        <Skeleton height="var(--featured-image-height)" radius="md" />
      ) : (
        image.data && <FeaturedImage config={image.data} />
      )}

      {gospelButton.isLoading || topicsButton.isLoading ? (
        <Skeleton height={42} radius="md" />
      ) : (
        <HomeButtons
          gospelEnabled={gospelButton.data === true}
          topicsEnabled={topicsButton.data === true}
          isAuthenticated={isAuthenticated}
        />
      )}

      <ChapterSearch isAuthenticated={isAuthenticated} volumes={volumes.data} />
      {!volumes.error && (
        <VolumeGrid volumes={volumes.data} isAuthenticated={isAuthenticated} progress={progress.data} />
      )}
      <DonationBlock />
    </Stack>
  );
}
