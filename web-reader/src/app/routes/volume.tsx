import { VOLUME_COUNT } from '@camino/schemas/constants';
import { useParams } from 'react-router-dom';
import { VolumePage } from '../../features/volume/components/volume-page';
import { wholeNumberParam } from '../../lib/route-param';
import { RequireMember } from '../layout/require-member';

/**
 * /volume/{n} (lazy: its own chunk) for members; visitors go to /user-login?redirect=… . Keyed by
 * volume so moving to another volume starts the page afresh.
 */
export default function VolumeRoute() {
  const { volumeNumber } = useParams();
  const volume = wholeNumberParam(volumeNumber, VOLUME_COUNT);
  return (
    <RequireMember login="user-login">
      <VolumePage key={volume ?? 'none'} volume={volume} />
    </RequireMember>
  );
}
