import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { DONATION_URL } from '../../../config/site';

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
        <Button
          component="a"
          href={DONATION_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="red.9"
          leftSection={<HeartIcon size={18} />}
        >
          {t('donateButton')}
        </Button>
      </Group>
    </Paper>
  );
}
