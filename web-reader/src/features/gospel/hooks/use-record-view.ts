import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { gospelViewsKey, recordGospelView } from '../api/get-gospel';

/**
 * Records one view per date the page loads (SPEC.md §4), then refreshes the admin's count, if one
 * is shown, so it includes this view. (Not decided by the session when recording: a pre-rendered
 * page records while it hydrates as a visitor's, before an admin's count appears.) The ref keeps
 * React's development double effects from counting twice.
 */
export function useRecordView(date: string, loaded: boolean) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || recorded.current === date) return;
    recorded.current = date;
    void recordGospelView(date).then(() => mutate(gospelViewsKey(date)));
  }, [date, loaded]);
}
