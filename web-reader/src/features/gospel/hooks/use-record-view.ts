import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { gospelViewsKey, recordGospelView } from '../api/get-gospel';

/**
 * Records one view per date the page loads (SPEC.md §4), then refreshes an admin's count so it
 * includes this view. The ref keeps React's development double effects from counting twice.
 */
export function useRecordView(date: string, loaded: boolean, isAdmin: boolean) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || recorded.current === date) return;
    recorded.current = date;
    void recordGospelView(date).then(() => {
      if (isAdmin) void mutate(gospelViewsKey(date));
    });
  }, [date, loaded, isAdmin]);
}
