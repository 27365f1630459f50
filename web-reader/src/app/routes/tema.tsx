import { useParams } from 'react-router-dom';
import { TemaPage } from '../../features/temas/components/tema-page';
import { wholeNumberParam } from '../../lib/route-param';
import { RequireMember } from '../layout/require-member';

/** /tema/{id} (lazy: its own chunk) for members; visitors go to /login (SPEC.md §6). */
export default function TemaRoute() {
  const { temaId } = useParams();
  const id = wholeNumberParam(temaId);
  return (
    <RequireMember login="login">
      <TemaPage key={id ?? 'none'} id={id} />
    </RequireMember>
  );
}
