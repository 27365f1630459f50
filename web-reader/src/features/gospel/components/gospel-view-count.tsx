import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGospelViews } from '../api/get-gospel';

/** Admins only: how many times this day was viewed, in the UI language's number format. */
export function GospelViewCount({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useGospelViews(date, true);
  if (data === undefined) return null;
  const formatted = new Intl.NumberFormat(i18n.language === 'es' ? 'es-ES' : 'en-US').format(data);
  return (
    <Badge variant="light" color="gray" size="lg" data-testid="gospel-views">
      {t('viewCount', { count: data, formatted })}
    </Badge>
  );
}
