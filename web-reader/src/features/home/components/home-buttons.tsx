import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BookIcon, CalendarIcon } from '../../../components/icons';

interface HomeButtonsProps {
  gospelEnabled: boolean;
  topicsEnabled: boolean;
  isAuthenticated: boolean;
}

/**
 * Today (always), then the Gospel of the Day and topics buttons, each shown only when its config
 * enables it.
 */
export function HomeButtons({ gospelEnabled, topicsEnabled, isAuthenticated }: HomeButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      <Button component={Link} to="/today" size="md" variant="light" leftSection={<CalendarIcon size={18} />}>
        {t('today')}
      </Button>
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
