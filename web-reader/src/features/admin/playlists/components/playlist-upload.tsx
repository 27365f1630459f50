import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../../lib/api-errors';
import { catalogueText } from '../../../../lib/messages';
import { MemberImpact } from '@camino/admin-ui/components/member-impact';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { adminPlaylistsKey } from '../api/get-playlists';
import { uploadPlaylist } from '../api/upload-playlist';
import { isJsonFile } from '../../utils/is-json-file';
import { useFileUpload } from '../../components/use-file-upload';
import { UploadPanel } from '../../components/upload-panel';
import { UploadControls, UploadReview } from '../../components/upload-controls';

/**
 * Upload of one playlist JSON (SPEC.md §5: JSON only). The playlist replaces that of the volume its
 * title names; the answer, or every problem the server found with its pointer, shows below, with
 * what the upload did to members' notes, marks and positions in that volume.
 */
export function PlaylistUpload() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const upload = useFileUpload({
    accepts: isJsonFile,
    send: (file: File, { dryRun }: { dryRun: boolean }) => uploadPlaylist(file, { dryRun }),
    after: () => mutate(adminPlaylistsKey),
  });
  const { step } = upload;

  return (
    <Stack gap="sm">
      <UploadPanel
        id="playlist"
        title={t('adminPlaylistUploadTitle')}
        help={t('adminPlaylistUploadHelp')}
        review={<UploadReview id="playlist" upload={upload} />}
        doneText={
          step.kind === 'done'
            ? t('adminPlaylistUploaded', {
                volume: step.result.volume_number,
                count: step.result.videos_count,
              })
            : null
        }
        failure={
          step.kind === 'failed'
            ? {
                message: adminErrorMessage(step.error, t, 'adminContentUploadError'),
                problems: step.error instanceof ApiError ? step.error.problems : [],
              }
            : null
        }
      >
        <UploadControls
          upload={upload}
          label={t('adminPlaylistFileLabel')}
          placeholder={t('adminContentChooseFile')}
          accept=".json,application/json"
          wrongTypeText={catalogueText('choose_json')}
          testId="playlist-file"
          buttonLabel={t('adminContentUpload')}
        />
      </UploadPanel>
      {step.kind === 'done' && <MemberImpact impact={step.result.impact} />}
    </Stack>
  );
}
