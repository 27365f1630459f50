import { PathsPage } from '../../features/paths/components/paths-page';

/** /paths (lazy: its own chunk): the reading paths, for visitors and members. */
export default function PathsRoute() {
  return <PathsPage />;
}
