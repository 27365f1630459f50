import { VOLUME_COUNT } from '@camino/schemas/constants';
import { useParams } from 'react-router-dom';
import { VolumePage } from '../../features/volume/components/volume-page';
import { RequireMember } from '../layout/require-member';

/** A volume number of the URL, or null when it names no volume (1 to 36, digits only). */
function volumeFromParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const volume = Number(value);
  return volume >= 1 && volume <= VOLUME_COUNT ? volume : null;
}

/**
 * /volume/{n} (lazy: its own chunk) for members; visitors go to /user-login?redirect=… . Keyed by
 * volume so moving to another volume starts the page afresh.
 */
export default function VolumeRoute() {
  const { volumeNumber } = useParams();
  const volume = volumeFromParam(volumeNumber);
  return (
    <RequireMember login="user-login">
      <VolumePage key={volume ?? 'none'} volume={volume} />
    </RequireMember>
  );
}
