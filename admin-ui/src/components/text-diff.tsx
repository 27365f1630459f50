import { diffWordsWithSpace } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './text-diff.module.css';

/**
 * An inline compare of two texts (Markdown, HTML, long titles): removed words struck through in
 * red, added words underlined in green, the rest as is. The marks are <del>/<ins>, so screen
 * readers announce them, and each says in words what it is for those that do not.
 */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const parts = useMemo(() => diffWordsWithSpace(before, after), [before, after]);
  return (
    <div className={classes.diff} data-testid="text-diff">
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className={classes.added} title={t('adminDiffAdded')}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className={classes.removed} title={t('adminDiffRemoved')}>
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  );
}
