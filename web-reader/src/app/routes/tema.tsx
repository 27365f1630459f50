import { useParams } from 'react-router-dom';
import { TemaPage } from '../../features/temas/components/tema-page';
import { RequireMember } from '../layout/require-member';

/** A theme id of the URL, or null when it is not a positive whole number. */
function temaIdFromParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /tema/{id} (lazy: its own chunk) for members; visitors go to /login (SPEC.md §6). */
export default function TemaRoute() {
  const { temaId } = useParams();
  const id = temaIdFromParam(temaId);
  return (
    <RequireMember login="login">
      <TemaPage key={id ?? 'none'} id={id} />
    </RequireMember>
  );
}
