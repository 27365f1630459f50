import { TodayPage } from '../../features/today/components/today-page';

/** /today (lazy: its own chunk). The page sets its own title from the day's celebration. */
export default function TodayRoute() {
  return <TodayPage />;
}
