import { addDays, isCalendarDate, localDate } from '@camino/schemas/calendar-date';
import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageDataContext } from '../lib/page-data';

const noSubscription = () => () => {};

/** Today's date where the reader is. */
const today = () => localDate(new Date());

/**
 * Today where the reader is. A pre-rendered page is drawn, and hydrated, with the server's today
 * (the markup's day); React moves to the reader's own right after, when the two differ near
 * midnight.
 */
function useToday(): string {
  const renderedToday = useContext(PageDataContext)?.today;
  return useSyncExternalStore(noSubscription, today, () => renderedToday ?? today());
}

/** False while hydrating a pre-rendered page, true after: for what the server's markup lacks. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The page's date: `?date=` when it is a real date, otherwise today; and moves by days.
 * `invalidDate` is a `?date=` that is not one (shown to the reader rather than silently replaced
 * by today). The server pre-renders a bad date as today without a word, so the notice waits for
 * hydration to be over.
 */
export function usePageDate() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const current = useToday();
  const hydrated = useHydrated();
  const valid = isCalendarDate(requested);
  const date = valid ? requested : current;
  // Read again: `requested` is narrowed by the date guard above and would type as never here.
  const invalidDate = !valid && hydrated ? params.get('date') : null;

  // Moves count from the last date asked for, not the last one rendered, so two quick presses of
  // → move two days even before the first move has re-rendered the page.
  const latest = useRef(date);
  useEffect(() => {
    latest.current = date;
  }, [date]);
  const shift = useCallback(
    (days: number) => {
      latest.current = addDays(latest.current, days);
      setParams({ date: latest.current });
    },
    [setParams],
  );
  return { date, shift, invalidDate };
}
