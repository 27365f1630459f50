import { GospelPage } from '../../features/gospel/components/gospel-page';

/** /evangelio (lazy: its own chunk). The page sets its own title from the day's reference. */
export default function GospelRoute() {
  return <GospelPage />;
}
