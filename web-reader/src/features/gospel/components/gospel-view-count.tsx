import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeOf, toLanguage } from '@camino/schemas/languages';
import { useGospelViews } from '../api/get-gospel';

/** Admins only: how many times this day was viewed, in the UI language's number format. */
export function GospelViewCount({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useGospelViews(date, true);
  if (data === undefined) return null;
  const formatted = new Intl.NumberFormat(localeOf(toLanguage(i18n.language))).format(data);
  return (
    <Badge variant="light" color="gray" size="lg" data-testid="gospel-views">
      {t('viewCount', { count: data, formatted })}
    </Badge>
  );
}
