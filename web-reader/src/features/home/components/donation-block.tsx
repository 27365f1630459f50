import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonateButton } from '../../../components/donate-button';

/** The donation call to action: an external page, opened apart. */
export function DonationBlock() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="donate-title">
      <Group justify="space-between" align="center" gap="md">
        <div>
          <Title order={2} size="h4" id="donate-title">
            {t('donateTitle')}
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            {t('donateText')}
          </Text>
        </div>
        <DonateButton />
      </Group>
    </Paper>
  );
}
