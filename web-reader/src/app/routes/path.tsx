import { useParams } from 'react-router-dom';
import { PathPage } from '../../features/paths/components/path-page';

/** /paths/{id} (lazy: its own chunk): one reading path's days. */
export default function PathRoute() {
  const { pathId = '' } = useParams();
  return <PathPage key={pathId} id={pathId} />;
}
