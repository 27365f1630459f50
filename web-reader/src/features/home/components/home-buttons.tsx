import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BookIcon } from '../../../components/icons';

interface HomeButtonsProps {
  gospelEnabled: boolean;
  topicsEnabled: boolean;
  isAuthenticated: boolean;
}

/** The Gospel of the Day and topics buttons, each shown only when its config enables it. */
export function HomeButtons({ gospelEnabled, topicsEnabled, isAuthenticated }: HomeButtonsProps) {
  const { t } = useTranslation();
  if (!gospelEnabled && !topicsEnabled) return null;
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      {gospelEnabled && (
        <Button component={Link} to="/evangelio" size="md" leftSection={<BookIcon size={18} />}>
          {t('gospelOfTheDay')}
        </Button>
      )}
      {topicsEnabled && (
        <Button component={Link} to={isAuthenticated ? '/temas' : '/user-login'} size="md" variant="light">
          {t('topicsButton')}
        </Button>
      )}
    </Group>
  );
}
