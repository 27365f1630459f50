import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, isCalendarDate, today } from '../utils/gospel-date';

/** The page's date: `?date=` when it is a real date, otherwise today; and moves by days. */
export function useGospelDate() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = isCalendarDate(requested) ? requested : today();

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
  return { date, shift };
}
