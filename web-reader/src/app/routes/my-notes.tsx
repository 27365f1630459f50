import { MyNotesPage } from '../../features/my-notes/components/my-notes-page';
import { RequireMember } from '../layout/require-member';

/** /my-notes (lazy: its own chunk) for members; visitors go to /user-login?redirect=/my-notes. */
export default function MyNotesRoute() {
  return (
    <RequireMember login="user-login">
      <MyNotesPage />
    </RequireMember>
  );
}
