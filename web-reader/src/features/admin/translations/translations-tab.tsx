import { Stack } from '@mantine/core';
import { TRANSLATION_LANGUAGES } from '@camino/schemas/translations/translatable';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadState } from '../components/load-state';
import { TabHeader } from '../components/tab-header';
import { useTranslationsList } from './api/translations';
import { TranslationEditor } from './components/translation-editor';
import { TranslationList } from './components/translation-list';
import { readFilter, readSelection } from './utils/selection';

// The one translation language today; the list and editor take it as a value, not a constant.
const LANG = TRANSLATION_LANGUAGES[0]!;

/**
 * The Translations tab: every translatable item and where its English version stands, and the
 * editor of one item, chosen in the URL (`?kind=…&key=…`) so Back returns to the list.
 */
export default function TranslationsTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useTranslationsList();
  const selection = readSelection(params);
  const filter = readFilter(params);

  if (selection) {
    const listed = list.data?.items.find(
      (item) => item.kind === selection.kind && item.key === selection.key,
    );
    return (
      <TranslationEditor
        // A new item starts a new editor: no text or dry run carries over.
        key={`${selection.kind} ${selection.key}`}
        translation={{ ...selection, lang: LANG }}
        title={listed?.title ?? selection.key}
        filter={filter}
      />
    );
  }
  return (
    <Stack gap="md">
      <TabHeader title={t('adminTranslationsTitle')} lead={t('adminTranslationsLead')} />
      <LoadState
        result={list}
        errorKey="adminTranslationsLoadError"
        errorTestId="translations-load-error"
        skeleton={[36, 120, 120]}
      >
        {({ items }) => <TranslationList items={items} lang={LANG} filter={filter} />}
      </LoadState>
    </Stack>
  );
}
