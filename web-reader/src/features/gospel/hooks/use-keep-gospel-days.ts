import { useEffect } from 'react';
import { keepGospelDays } from '../../../lib/offline/keep-gospel-days';

/** How long a shown day stays before the days around it are fetched (a reader paging quickly fetches none). */
const SETTLE_MS = 1500;

/**
 * Once a day's gospel is shown online, keeps the 7 days before it and the next 7 that exist for
 * reading offline, quietly in the background (lib/offline/keep-gospel-days.ts; the gospel page
 * is a lazy route, so none of it is on the first visit's path).
 */
export function useKeepGospelDays(date: string, shown: boolean): void {
  useEffect(() => {
    if (!shown || !navigator.onLine) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => void keepGospelDays(date, controller.signal).catch(() => undefined),
      SETTLE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [date, shown]);
}
