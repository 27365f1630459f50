import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The home page's heading and description. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={1}>{t('homeTitle')}</Title>
      <Text c="dimmed" size="lg" mt={4} maw={720}>
        {t('homeDescription')}
      </Text>
    </div>
  );
}
