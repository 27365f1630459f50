import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailValidationSection } from './components/email-validation-section';
import { HomeButtonsSection } from './components/home-buttons-section';
import { LiturgicalCalendarSection } from './components/liturgical-calendar-section';
import { NewsSection } from './components/news-section';
import { TemasSection } from './components/temas-section';
import { TabHeader } from '../components/tab-header';

/**
 * The Settings tab (SPEC.md §2): email validation, the themes (upload and visibility), the news
 * blocks, the home page's two buttons and the liturgical calendar Today follows. Each part loads and saves on its own.
 */
export default function SettingsTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TabHeader title={t('adminSettingsTitle')} lead={t('adminSettingsLead')} />
      <EmailValidationSection />
      <HomeButtonsSection />
      <LiturgicalCalendarSection />
      <NewsSection />
      <TemasSection />
    </Stack>
  );
}
