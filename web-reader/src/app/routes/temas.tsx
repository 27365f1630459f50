import { TemasPage } from '../../features/temas/components/temas-page';
import { RequireMember } from '../layout/require-member';

/** /temas (lazy: its own chunk) for members; visitors go to /login (SPEC.md §6). */
export default function TemasRoute() {
  return (
    <RequireMember login="login">
      <TemasPage />
    </RequireMember>
  );
}
