import { MePage } from '../../features/me/components/me-page';
import { RequireMember } from '../layout/require-member';

/** /me, My Camino (lazy: its own chunk) for members; visitors go to /user-login?redirect=/me. */
export default function MeRoute() {
  return (
    <RequireMember login="user-login">
      <MePage />
    </RequireMember>
  );
}
