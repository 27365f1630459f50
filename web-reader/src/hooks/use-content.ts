import { useRef } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiParams } from '@camino/schemas/api/paths';
import { toLanguage, type Language } from '@camino/schemas/languages';
import {
  contentItem,
  contentKey,
  getContent,
  textLang,
  type ContentAnswer,
  type ContentRoute,
  type ContentVersion,
} from '../lib/content-answer';

/** The UI language, re-read on every switch. */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** What `useContent` gives: SWR's states, with the data kept across a language switch. */
export interface ContentState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  /** Fetches the answer again. */
  mutate: () => Promise<unknown>;
}

/**
 * A content route in the UI language; null params fetch nothing. After a language switch the
 * same item's text already shown stays until the other language's arrives: the page keeps its
 * height, so its scroll position, and the open chapter keeps its note editor instead of being
 * unmounted by a blank playlist. Unlike SWR's `keepPreviousData`, another item (the next volume,
 * another theme) never shows the previous one's text while it loads.
 */
export function useContent<K extends ContentRoute>(
  route: K,
  params: ApiParams<K> | null,
): ContentState<ContentAnswer<K>> {
  const lang = useUiLanguage();
  // Typed loosely inside: the answer types of a generic route are too deep for the checker.
  const swr = useSWR<unknown>(params && contentKey(route, params, lang), () =>
    getContent(route, params!, lang),
  );
  const item = params && contentItem(route, params);
  const shown = useRef<{ item: string; data: unknown } | null>(null);
  const fresh = swr.data;
  // Written while rendering, and the same on a repeated render: what the page last drew, by item.
  if (item && fresh !== undefined) shown.current = { item, data: fresh };
  const kept = swr.error === undefined && shown.current?.item === item ? shown.current.data : undefined;
  const data = (fresh ?? kept) as ContentAnswer<K> | undefined;
  // Getters, as SWR's own answer has: a component re-renders only for the states it reads.
  return {
    data,
    get error() {
      return swr.error as unknown;
    },
    get isLoading() {
      return data === undefined && swr.isLoading;
    },
    get isValidating() {
      return swr.isValidating;
    },
    mutate: () => swr.mutate(),
  };
}

/** The `lang` attribute for text of this content answer on the current page (see `textLang`). */
export function useTextLang(version: ContentVersion | undefined): Language | undefined {
  return textLang(version, useUiLanguage());
}
